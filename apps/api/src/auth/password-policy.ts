import { commonPasswords } from './common-passwords.js';
import { passwordForms } from './password-forms.js';

/** Length bounds of the password policy (ASVS 5.0 V6.2 / NIST SP 800-63B: length and a blocklist, no composition rules). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The product's own names, refused as passwords like the account's names (ASVS V6.2.11). */
export const PRODUCT_WORDS: readonly string[] = ['backoffice', 'console', 'backoffice console', 'backofficeconsole'];

/**
 * Why a candidate password is refused: too short or long; one of the most common passwords; one of them
 * with capitals, look-alikes, digits or symbols added (see password-forms.ts); the account's or the product's name.
 */
export type PasswordProblem = 'too-short' | 'too-long' | 'common' | 'common-variant' | 'context';

/** Human-readable messages for each {@link PasswordProblem}. */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  'too-short': `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  'too-long': `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'This password is one of the most common passwords',
  'common-variant': 'This password is a common password with capitals, look-alike characters, digits or symbols added',
  context: "This password is the username, the person's name or the product's name",
};

/** Whose password it is: their names are refused as passwords. */
export interface PasswordContext {
  username?: string;
  realName?: string | null;
}

/** The context words of an account: each name whole, without separators, and its parts; plus the product's names. */
export function contextWords({ username, realName }: PasswordContext): Set<string> {
  const words = new Set(PRODUCT_WORDS);
  for (const name of [username, realName]) {
    const lower = name?.normalize('NFKC').toLowerCase().trim();
    if (!lower) continue;
    const parts = lower.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length > 0);
    for (const word of [lower, parts.join(''), ...parts]) words.add(word);
  }
  return words;
}

/**
 * Checks a candidate password. Length counts Unicode code points; the blocklist (see common-passwords.ts,
 * loaded on the first call) and the context words are compared in the forms of password-forms.ts.
 *
 * @example
 * await checkPassword('Summer2024!', { username: 'jane' }); // 'common-variant'
 * await checkPassword('correct horse battery staple'); // undefined
 */
export async function checkPassword(candidate: string, context: PasswordContext = {}): Promise<PasswordProblem | undefined> {
  const length = [...candidate].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (length > PASSWORD_MAX_LENGTH) return 'too-long';
  const { exact, variants } = passwordForms(candidate);
  const names = contextWords(context);
  if (names.has(exact) || variants.some((form) => names.has(form))) return 'context';
  const blocked = await commonPasswords();
  if (blocked.has(exact)) return 'common';
  if (variants.some((form) => blocked.has(form))) return 'common-variant';
  return undefined;
}
