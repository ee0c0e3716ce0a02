import type { LoginResult } from './types';

/**
 * The answer to the right password of a user with a second factor: no token yet, but a challenge to send with
 * a code (a TOTP code or a recovery code, as `methods` says) to the server's second-step route.
 * @example
 * const step: SecondFactorStep = { secondFactor: { challenge: 'c', methods: ['totp', 'recovery'] } };
 */
export interface SecondFactorStep {
  secondFactor: { challenge: string; methods: string[] };
}

/**
 * Whether a login answer is the second step rather than a signed-in result.
 * @example
 * const answer = await session.getState().login(form);
 * if (isSecondFactorStep(answer)) showCodeForm(answer.secondFactor.challenge);
 */
export function isSecondFactorStep(answer: LoginResult | SecondFactorStep | null | undefined): answer is SecondFactorStep {
  return typeof answer === 'object' && answer !== null && 'secondFactor' in answer && typeof answer.secondFactor === 'object';
}

/**
 * Whether a login result or a user info says the sign-in must enrol a second factor before anything else
 * (`mustEnrolSecondFactor`), as the server sends it when a role requires one and the user has none.
 * @example
 * mustEnrolSecondFactor(session.getState().userInfo); // true: only the enrolment screen opens
 */
export function mustEnrolSecondFactor(info: LoginResult | { mustEnrolSecondFactor?: boolean } | null | undefined): boolean {
  if (!info) return false;
  const user = 'token' in info && 'userInfo' in info ? info.userInfo : (info as { mustEnrolSecondFactor?: boolean });
  return user.mustEnrolSecondFactor === true;
}
