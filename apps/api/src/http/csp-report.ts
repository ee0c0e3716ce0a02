// Receives the browsers' Content-Security-Policy violation reports (the console page's policy names
// this route), so a blocked script or style shows up in the server log instead of only in a user's
// browser. Public (a report comes without a token), small bodies only, and nothing is stored.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from './define-route.js';
import { ok } from './envelope.js';
import { CSP_REPORT_PATH } from './security-headers.js';

/** Largest report body accepted (a report is well under 2 KiB). */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;

/** One violation, reduced to the fields worth logging, each cut short. */
export interface CspViolation {
  directive: string;
  blocked: string;
  document: string;
  sample: string;
}

const short = (value: unknown, max = 200) => (typeof value === 'string' ? value.slice(0, max) : '');

function violationOf(raw: unknown): CspViolation | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const body = raw as Record<string, unknown>;
  return {
    directive: short(body['effective-directive'] ?? body.effectiveDirective ?? body['violated-directive']),
    blocked: short(body['blocked-uri'] ?? body.blockedURL),
    document: short(body['document-uri'] ?? body.documentURL),
    sample: short(body['script-sample'] ?? body.sample, 80),
  };
}

/**
 * The violations in a report body, in either format browsers send: `report-uri`'s
 * `{ "csp-report": {...} }` or the Reporting API's `[{ type: "csp-violation", body: {...} }]`. At most 10.
 *
 * @example
 * violationsOf({ 'csp-report': { 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' } });
 * // [{ directive: 'script-src-elem', blocked: 'inline', document: '', sample: '' }]
 */
export function violationsOf(body: unknown): CspViolation[] {
  const entries = Array.isArray(body)
    ? body.filter((entry) => entry && typeof entry === 'object' && entry.type === 'csp-violation').map((entry) => entry.body)
    : [body && typeof body === 'object' ? (body as Record<string, unknown>)['csp-report'] : undefined];
  return entries
    .slice(0, 10)
    .map(violationOf)
    .filter((v): v is CspViolation => v !== undefined);
}

/** POST /api/csp-report: logs each violation at warn level and answers an empty envelope. */
export function cspReportRoutes(app: FastifyInstance): void {
  void app.register(async (scope) => {
    // Browsers send reports as application/csp-report or application/reports+json: both are JSON.
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string' }, parseJson);
    defineRoute(scope, {
      method: 'POST',
      url: CSP_REPORT_PATH,
      access: { public: true },
      tags: ['security'],
      summary: 'Content-Security-Policy violation reports from browsers (logged, not stored)',
      result: { type: 'null' },
      bodyLimit: CSP_REPORT_MAX_BYTES,
      // Browsers write the report (either format, fields of their own): read as sent, cut short, logged.
      takesAnyBody: true,
      handler: async (request: FastifyRequest) => {
        for (const violation of violationsOf(request.body))
          request.log.warn({ cspViolation: violation }, 'content security policy violation');
        return ok(null);
      },
    });
  });
}
