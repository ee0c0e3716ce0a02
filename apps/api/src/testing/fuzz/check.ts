// What the fuzz test accepts as an answer: never a 5xx; an envelope `{ code, message, result }` whose
// code agrees with the HTTP status; and a refusal that explains itself (a message that is not empty).
// Answers that are not envelopes by design (downloads and exports, the OpenAPI document, redirects) pass on 2xx/3xx.
import type { LightMyRequestResponse } from 'fastify';
import { httpStatusFor, type ApiCode } from '../../http/errors.js';

/** The OpenAPI document: JSON, but not an envelope. */
const DOCUMENT = /^\/api\/docs\/json/;

/**
 * Why `response` is not acceptable, or undefined when it is.
 *
 * @example
 * problemOf('/api/admin/user/list', response); // '500: Internal server error (request id ...)'
 */
export function problemOf(url: string, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 300 && status < 400) return status === 302 || status === 303 ? undefined : `unexpected ${status}`;
  const type = String(response.headers['content-type'] ?? '');
  // A success that is not JSON is a download (file bytes, a CSV or Word export).
  if (status < 300 && (DOCUMENT.test(url) || !type.startsWith('application/json'))) return undefined;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `${status} without a JSON body: ${response.body.slice(0, 80)}`;
  }
  const envelope = body as { code?: unknown; message?: unknown; result?: unknown };
  if (
    !envelope ||
    typeof envelope !== 'object' ||
    typeof envelope.code !== 'number' ||
    typeof envelope.message !== 'string' ||
    !('result' in envelope)
  ) {
    return `${status} without an envelope: ${response.body.slice(0, 80)}`;
  }
  if (status >= 500) return `${status}: ${envelope.message}`;
  if (httpStatusFor(envelope.code as ApiCode) !== status) return `status ${status} disagrees with envelope code ${envelope.code}`;
  if (status >= 400 && envelope.message.trim() === '') return `${status} with an empty message`;
  return undefined;
}
