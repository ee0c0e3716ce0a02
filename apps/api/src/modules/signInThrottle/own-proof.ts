// A signed-in user proving again that it is them (the current password to change it, a code or the password to
// remove a second factor or renew recovery codes) meets the same counters as a sign-in from the same address
// (ASVS 5.0 V6.3.1: every authentication path resists guessing): a stolen session cannot guess its owner's
// password or codes without limit. The device cookie is scoped to the sign-in routes, so these tries count per
// (account, address) and per address.
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors.js';
import type { SignInThrottle } from './throttle.js';

/** The answer while a user's own proofs are refused. */
export const TOO_MANY_PROOFS = 'Too many wrong tries from this address: wait a few minutes, then try again';

/**
 * Runs `check` (the password or code check) when the throttle allows a try from the caller's address, counts a
 * wrong answer, and answers whether it was right. A refused try runs no check and throws 400 naming `field`.
 *
 * @example
 * const right = await throttledOwnProof(throttle, request, auth, 'currentPassword', () => verifyPassword(hash, typed));
 * if (!right) throw badRequest('currentPassword is incorrect', 'currentPassword');
 */
export async function throttledOwnProof(
  throttle: SignInThrottle,
  request: Pick<FastifyRequest, 'ip'>,
  user: { userId: number; username: string },
  field: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const place = await throttle.place({ username: user.username, address: request.ip ?? null }, user.userId);
  const verdict = await throttle.mayTry(place);
  if (!verdict.allowed) throw badRequest(TOO_MANY_PROOFS, field);
  if (await check()) return true;
  await throttle.failed(place);
  return false;
}
