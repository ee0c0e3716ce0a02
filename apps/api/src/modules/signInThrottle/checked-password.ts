// One password check behind the throttle, for every form that takes a staff password (sign-in, the
// Microsoft binding): a throttled try, an unknown user and a wrong password each cost one hash, so neither
// the answer nor its time tells them apart.
import { verifyAgainstDummy, verifyPassword } from '../../auth/password.js';
import type { SignInThrottle, SignInTry } from './throttle.js';

/** How a throttled password check came out. */
export type PasswordCheck = { outcome: 'throttled' | 'locked' } | { outcome: 'wrong' } | { outcome: 'right' };

/**
 * Asks the throttle, verifies `password` against `candidate` when allowed, and counts a wrong password.
 * The caller answers every outcome but 'right' with the same message.
 *
 * @example
 * const check = await checkPasswordThrottled(throttle, { username, address }, candidate, password);
 * if (check.outcome !== 'right') throw badRequest(INVALID_CREDENTIALS);
 */
export async function checkPasswordThrottled(
  throttle: SignInThrottle,
  attempt: SignInTry,
  candidate: { passwordHash: string } | undefined,
  password: string,
): Promise<PasswordCheck> {
  const verdict = await throttle.mayTry(attempt);
  if (!verdict.allowed || !candidate) {
    await verifyAgainstDummy(password);
    if (!verdict.allowed) return { outcome: verdict.locked ? 'locked' : 'throttled' };
    await throttle.failed(attempt);
    return { outcome: 'wrong' };
  }
  if (!(await verifyPassword(candidate.passwordHash, password))) {
    await throttle.failed(attempt);
    return { outcome: 'wrong' };
  }
  return { outcome: 'right' };
}
