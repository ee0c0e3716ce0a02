// Every answer's browser-side defences, written in one place: the console page gets a strict
// Content-Security-Policy (no inline script but its own, by hash; no framing), everything else (API envelopes, downloads,
// previews, scripts, images) a sandboxing policy so it can never run as a page of this origin, and
// API answers are never stored by a browser or proxy (they carry tokens and personal data).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InlineHashes } from '../static/inline-hashes.js';

/** Where browsers send Content-Security-Policy violation reports (see csp-report.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';

const NO_INLINE: InlineHashes = { scripts: [], styles: [] };

/**
 * The console page's policy. Scripts and styles come only from the console's own files, and from the inline
 * `<script>` and `<style>` elements its index.html carries, each allowed by its hash (`inline`: the prerendered
 * login page's gate and critical stylesheet); any other inline script, `<style>` or style attribute is refused
 * (React and Arco set styles through the CSSOM, which CSP does not govern); images may also be `blob:` (file
 * previews are fetched with the token and shown from a blob) and `data:`.
 *
 * @example
 * pageCsp({ scripts: ["'sha256-abc='"], styles: [] }); // "default-src 'self'; script-src 'self' 'sha256-abc='; …"
 */
export function pageCsp(inline: InlineHashes = NO_INLINE): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline.scripts].join(' '),
    ["style-src 'self'", ...inline.styles].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'none'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ');
}

/** The console page's policy for a page with no inline script or style (see {@link pageCsp}). */
export const PAGE_CSP = pageCsp();

/** Anything that is not the console page: it renders nothing, runs nothing and is framed by nobody. */
export const SANDBOX_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** HSTS for a year once the console is known to be served over https (this host only: sibling hosts may not be). */
export const HSTS = 'max-age=31536000';

/** Inputs of {@link installSecurityHeaders}. */
export interface SecurityHeaderOptions {
  /** The public URL users open the console on; https turns on HSTS. */
  publicUrl?: string | undefined;
  /** The hashes of the console page's own inline script and style elements (static/inline-hashes.ts). */
  inline?: InlineHashes | undefined;
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** True for an answer that a browser renders as the console page. */
function isPage(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('text/html');
}

/** Whether a public URL is served over https (an unparsable one is not). */
export function isHttps(publicUrl: string | undefined): boolean {
  if (!publicUrl) return false;
  try {
    return new URL(publicUrl).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Sets the security headers on every answer, after the route has chosen its type: the page policy on
 * HTML, the sandbox policy on everything else (a route's own `Content-Security-Policy` is replaced, so no
 * route can weaken it), `Cache-Control: no-store` on every /api answer, and the common headers
 * (nosniff, no framing, no referrer, a separate browsing context group, HSTS on https).
 */
export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const hsts = isHttps(options.publicUrl);
  const page = pageCsp(options.inline);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    reply.header('content-security-policy', isPage(reply) ? page : SANDBOX_CSP);
    if (isPage(reply)) reply.header('reporting-endpoints', `csp="${CSP_REPORT_PATH}"`);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    if (hsts) reply.header('strict-transport-security', HSTS);
    if (isApi(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
