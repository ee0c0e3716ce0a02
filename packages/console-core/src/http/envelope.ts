import type { Envelope, RequestFailureKind } from './types';

/**
 * Envelope codes the client acts on (the server's contract: 200 ok; 50008/50012/50014 end the session).
 * @example
 * if (error.code === ENVELOPE_CODES.TOKEN_EXPIRED) showLogin();
 */
export const ENVELOPE_CODES = { OK: 200, INVALID_TOKEN: 50008, SESSION_ENDED: 50012, TOKEN_EXPIRED: 50014 } as const;

/**
 * How long error toasts stay (docs/behaviour.md#9-constants-and-limits).
 * @example
 * notifier.toast({ type: 'error', content, duration: TOAST_DURATION_MS });
 */
export const TOAST_DURATION_MS = 5000;

/**
 * The codes that open the 'Confirm logout' modal (docs/behaviour.md#8-errors-and-messages).
 * @example
 * LOGOUT_CODES.includes(error.code); // true for 50008, 50012, 50014
 */
export const LOGOUT_CODES: readonly number[] = [ENVELOPE_CODES.INVALID_TOKEN, ENVELOPE_CODES.SESSION_ENDED, ENVELOPE_CODES.TOKEN_EXPIRED];

/**
 * A rejected request. `code` is the envelope code, or 0 when there was no envelope (then `kind` says
 * whether it was an HTTP error, a network error, a timeout or an abort); `status` is the HTTP status.
 * @example
 * try { await client.post('/api/admin/project/add', form); }
 * catch (e) { if (e instanceof EnvelopeError && e.code === 409) showConflict(e.message); }
 */
export class EnvelopeError extends Error {
  code: number;
  result?: unknown;
  status?: number;
  kind: RequestFailureKind;

  constructor(message: string, init: { code?: number; result?: unknown; status?: number; kind: RequestFailureKind; cause?: unknown }) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'EnvelopeError';
    this.code = init.code ?? 0;
    this.kind = init.kind;
    if (init.result !== undefined) this.result = init.result;
    if (init.status !== undefined) this.status = init.status;
  }
}

/**
 * Whether a value is a `{ code, message, result }` envelope.
 * @example
 * isEnvelope({ code: 200, message: 'ok', result: 1 }); // true
 */
export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

function decodeJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/**
 * Reads an envelope out of a response body, decoding binary bodies (a download answered with an error
 * envelope) when the content type says JSON. Answers undefined when the body is no envelope.
 * @example
 * readEnvelope(response.data, response.headers['content-type']);
 */
export function readEnvelope(data: unknown, contentType: unknown): Envelope | undefined {
  if (isEnvelope(data)) return data;
  const isJson = typeof contentType === 'string' && contentType.includes('json');
  if (isJson && data instanceof ArrayBuffer) data = decodeJson(new Uint8Array(data));
  else if (isJson && data instanceof Uint8Array) data = decodeJson(data);
  else if (isJson && typeof data === 'string') data = decodeJson(new TextEncoder().encode(data));
  return isEnvelope(data) ? data : undefined;
}

/**
 * The file name of a `Content-Disposition` header (RFC 5987 `filename*` preferred).
 * @example
 * filenameFromDisposition('attachment; filename="report.csv"'); // 'report.csv'
 */
export function filenameFromDisposition(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      return extended[1].trim();
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name ? name : null;
}

/**
 * Whether a failed call is a stale edit: the record changed since the form loaded it (409 with
 * `result.reason` 'stale'). A form then offers to reload the record instead of overwriting it.
 * @example
 * catch (e) { if (isStaleEdit(e)) askToReload(); }
 */
export function isStaleEdit(error: unknown): error is EnvelopeError {
  return error instanceof EnvelopeError && error.code === 409 && (error.result as { reason?: unknown } | undefined)?.reason === 'stale';
}
