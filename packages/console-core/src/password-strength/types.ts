// What the strength meter shows, apart from how it is scored: zxcvbn-ts's 0-4 score, a rating named for it,
// and zxcvbn-ts's feedback as its plain keys ('common', 'anotherWord'), so each console translates them in
// its own messages (zxcvbn-ts has no Chinese package). The scorer is a plain function so tests and stories
// can pass one without loading zxcvbn-ts's dictionaries.

/**
 * zxcvbn-ts's score: 0 too guessable, 1 very guessable, 2 somewhat guessable, 3 safely unguessable, 4 very unguessable.
 * @example
 * const score: PasswordScore = 3;
 */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/**
 * The rating of a {@link PasswordScore}, named for the meter's label.
 * @example
 * const rating: PasswordRating = 'weak';
 */
export type PasswordRating = 'very-weak' | 'weak' | 'fair' | 'strong' | 'very-strong';

/**
 * How strong a typed password looks, with zxcvbn-ts's reason (`warning`) and advice (`suggestions`) as keys.
 * @example
 * const strength: PasswordAssessment = { score: 1, rating: 'weak', weak: true, warning: 'common', suggestions: ['anotherWord'] };
 */
export interface PasswordAssessment {
  score: PasswordScore;
  rating: PasswordRating;
  /** Below "strong" (score under 3): the meter says so; the server still decides. */
  weak: boolean;
  /** zxcvbn-ts's warning key ('common', 'similarToCommon', 'userInputs', ...), if any. */
  warning?: string;
  /** zxcvbn-ts's suggestion keys ('anotherWord', 'capitalization', ...). */
  suggestions: string[];
}

/**
 * Scores a password; `userInputs` are words of this user and product that count as easy to guess.
 * @example
 * const scorer: PasswordScorer = await loadPasswordScorer();
 * scorer('Password1!', ['jane']).weak; // true
 */
export type PasswordScorer = (password: string, userInputs?: readonly string[]) => PasswordAssessment;
