/** Why a message could not be handed to the gateway. */
export type SmsFailureReason = 'timeout' | 'unreachable' | 'refused';

/**
 * Thrown by a sender when a message could not be handed over after its tries; `reason` and `status` say why,
 * without the message's text (it may hold a code), so they can be logged and audited.
 *
 * @example
 * throw new SmsDeliveryError('refused', 3, 401);
 */
export class SmsDeliveryError extends Error {
  constructor(
    readonly reason: SmsFailureReason,
    /** Tries made. */
    readonly attempts: number,
    /** The gateway's last HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(`SMS gateway ${reason}${status === undefined ? '' : ` (HTTP ${status})`} after ${attempts} ${attempts === 1 ? 'try' : 'tries'}`);
    this.name = 'SmsDeliveryError';
  }
}
