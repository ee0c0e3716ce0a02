// One password check behind the throttle, for every form that takes a staff password (sign-in, the
// Microsoft binding). An unknown user and a wrong password each cost one hash; a throttled or locked try
// costs none but takes as long as a checked try (answer-timing.ts), so neither the answer nor its time tells
// them apart, and a flood of refused tries cannot take the server's CPU.
import { verifyAgainstDummy, verifyPassword } from '../../auth/password.js';
import { createAnswerTimer } from './answer-timing.js';
import type { SignInPlace, SignInThrottle, SignInTry } from './throttle.js';

/** How a throttled password check came out, and where the try came from. */
export type PasswordCheck =
  | { outcome: 'throttled' | 'locked'; place: SignInPlace; record: boolean }
  | { outcome: 'wrong'; place: SignInPlace }
  | { outcome: 'right'; place: SignInPlace };

const timer = createAnswerTimer();

/**
 * Asks the throttle, verifies `password` against `candidate` when allowed, and counts a wrong password.
 * The caller answers every outcome but 'right' with the same message, audits a refusal when `record` says so,
 * and after a whole success calls `throttle.succeeded(check.place, userId)` for the device cookie.
 *
 * @example
 * const check = await checkPasswordThrottled(throttle, { username, address, deviceTokens }, candidate, password);
 * if (check.outcome !== 'right') throw badRequest(INVALID_CREDENTIALS);
 */
export async function checkPasswordThrottled(
  throttle: SignInThrottle,
  attempt: SignInTry,
  candidate: { id: number; passwordHash: string } | undefined,
  password: string,
): Promise<PasswordCheck> {
  const started = performance.now();
  const place = await throttle.place(attempt, candidate?.id);
  const verdict = await throttle.mayTry(place);
  if (!verdict.allowed) {
    await timer.padRefusal(started);
    return { outcome: verdict.locked ? 'locked' : 'throttled', place, record: verdict.record };
  }
  const right = candidate ? await verifyPassword(candidate.passwordHash, password) : await verifyAgainstDummy(password);
  if (!candidate || !right) {
    await throttle.failed(place);
    timer.checked(started);
    return { outcome: 'wrong', place };
  }
  timer.checked(started);
  return { outcome: 'right', place };
}
