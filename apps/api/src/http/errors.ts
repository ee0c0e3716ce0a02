/** Envelope codes of the contract (docs/behaviour.md#8-errors-and-messages; packages/console-core/docs/backend-contract.md). */
export const Code = {
  ok: 200,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  tooManyAttempts: 429,
  internal: 500,
  /** The database cannot be reached for now (a restart, a failover); retry shortly. */
  unavailable: 503,
  /** Missing, unknown or logged-out token. */
  tokenInvalid: 50008,
  /** Session ended elsewhere: by an admin, by a password change, or the user was disabled. */
  sessionEnded: 50012,
  /** Idle or absolute timeout reached. */
  tokenExpired: 50014,
} as const;

/** One of the contract's envelope codes. */
export type ApiCode = (typeof Code)[keyof typeof Code];

/** HTTP status for an envelope code: token codes are 401, others are their own value. */
export function httpStatusFor(code: ApiCode): number {
  return code >= 50000 ? 401 : code;
}

/** An expected failure; the error handler turns it into an envelope with this code and message. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiCode,
    message: string,
    /** Optional machine-readable detail put in the envelope's `result` (e.g. `{ field }`). */
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 400 naming the offending field. */
export const badRequest = (message: string, field?: string): ApiError =>
  new ApiError(Code.badRequest, message, field === undefined ? null : { field });
/** 403. */
export const forbidden = (message = 'Not permitted'): ApiError => new ApiError(Code.forbidden, message);
/** 404. */
export const notFound = (message = 'Not found'): ApiError => new ApiError(Code.notFound, message);
/** 409. */
export const conflict = (message: string): ApiError => new ApiError(Code.conflict, message);
/** 409 for an edit made from an older version of the record: `result.reason` is 'stale', so a console can offer to reload. */
export const staleEdit = (message: string): ApiError => new ApiError(Code.conflict, message, { reason: 'stale' });
