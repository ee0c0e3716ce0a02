import { EnvelopeError } from '../http/envelope';

/**
 * Why a call failed, in words for a check's reason: the envelope's code, HTTP status and message, or what
 * failed when there was no envelope.
 * @example
 * describeFailure(new EnvelopeError('Not permitted', { code: 403, status: 403, kind: 'envelope' }));
 * // 'answered code 403 (HTTP 403): "Not permitted"'
 */
export function describeFailure(error: unknown): string {
  if (error instanceof EnvelopeError) {
    if (error.kind === 'envelope')
      return `answered code ${error.code}${error.status === undefined ? '' : ` (HTTP ${error.status})`}: "${error.message}"`;
    const cause = error.cause instanceof Error && error.cause.message ? error.cause.message : error.message;
    return `failed without an envelope (${error.kind}${error.status === undefined ? '' : `, HTTP ${error.status}`}): ${cause}`;
  }
  if (error instanceof Error) return `threw ${error.name}: ${error.message}`;
  return `threw ${String(error)}`;
}

/**
 * The envelope code of a failed call, or undefined when it carried no envelope.
 * @example
 * envelopeCodeOf(error) === 50008; // the token was refused
 */
export function envelopeCodeOf(error: unknown): number | undefined {
  return error instanceof EnvelopeError && error.kind === 'envelope' ? error.code : undefined;
}
