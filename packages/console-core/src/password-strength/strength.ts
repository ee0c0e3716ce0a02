import type { PasswordRating, PasswordScore, PasswordAssessment } from './types';

/** The rating of each zxcvbn-ts score, 0 to 4. */
export const PASSWORD_RATINGS: readonly PasswordRating[] = ['very-weak', 'weak', 'fair', 'strong', 'very-strong'];

/** The lowest score the meter calls strong (zxcvbn-ts's "safely unguessable"). */
export const STRONG_PASSWORD_SCORE: PasswordScore = 3;

/** The part of a zxcvbn-ts result the meter reads. */
export interface ZxcvbnVerdict {
  score: PasswordScore;
  feedback: { warning: string | null; suggestions: string[] };
}

/**
 * The meter's view of a zxcvbn-ts result (created without translations, so its feedback is plain keys).
 *
 * @example
 * describeStrength({ score: 1, feedback: { warning: 'common', suggestions: ['anotherWord'] } });
 * // { score: 1, rating: 'weak', weak: true, warning: 'common', suggestions: ['anotherWord'] }
 */
export function describeStrength(result: ZxcvbnVerdict): PasswordAssessment {
  const { score, feedback } = result;
  return {
    score,
    rating: PASSWORD_RATINGS[score] ?? 'very-weak',
    weak: score < STRONG_PASSWORD_SCORE,
    ...(feedback.warning ? { warning: feedback.warning } : {}),
    suggestions: [...feedback.suggestions],
  };
}

/**
 * The words zxcvbn-ts should treat as easy to guess, from names as typed: each whole, without its separators, and
 * its parts of three characters or more ("Ada Lovelace" -> "ada lovelace", "adalovelace", "ada", "lovelace"), as
 * the server reads the account's names.
 *
 * @example
 * userInputWords(['ada.lovelace']); // ['ada.lovelace', 'adalovelace', 'ada', 'lovelace']
 */
export function userInputWords(inputs: readonly string[]): string[] {
  const words = new Set<string>();
  for (const input of inputs) {
    const lower = input.normalize('NFKC').toLowerCase().trim();
    const parts = lower.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length > 0);
    for (const word of [lower, parts.join(''), ...parts]) if ([...word].length >= 3) words.add(word);
  }
  return [...words];
}
