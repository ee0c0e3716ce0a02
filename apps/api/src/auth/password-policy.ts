import { COMMON_PASSWORDS } from './common-passwords.js';

/** Length bounds of the password policy (NIST SP 800-63B style: length and a blocklist, no composition rules). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Why a candidate password is refused; undefined when it is acceptable. */
export type PasswordProblem = 'too-short' | 'too-long' | 'too-common';

/** Human-readable messages for each {@link PasswordProblem}. */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  'too-short': `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  'too-long': `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  'too-common': 'Password is too common, choose another one',
};

/**
 * Checks a candidate password. Length counts Unicode code points; the blocklist check ignores case.
 * Optional `context` words (such as the username) are refused as the whole password too.
 */
export function checkPassword(candidate: string, context: readonly string[] = []): PasswordProblem | undefined {
  const length = [...candidate].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (length > PASSWORD_MAX_LENGTH) return 'too-long';
  const lower = candidate.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'too-common';
  if (context.some((word) => word.length > 0 && word.toLowerCase() === lower)) return 'too-common';
  return undefined;
}
