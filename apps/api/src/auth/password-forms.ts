// The forms a candidate password is compared in, against the blocklist and the context words. Only whole
// forms are compared, never parts: a long passphrase that merely contains a common word ("summer holidays in
// the hills") is not refused, while a common password with the usual decorations is:
// - `exact`: the password itself, NFKC-normalised and lower case ("Password1" -> "password1");
// - `variants`: the same without its leading and trailing digits, symbols and spaces, when what remains is
//   at least half of the password ("Summer2024!" -> "summer", but not "ab" from "ab83!#@02$%&"), and each
//   of those with look-alike characters read as letters ("passw0rd" -> "password", "p@$$w0rd" -> "password";
//   1 is read as i and as l).

/** Characters read as the letters they look like; '1' has two readings. */
const LOOK_ALIKES: Readonly<Record<string, readonly string[]>> = {
  '0': ['o'],
  '1': ['i', 'l'],
  '3': ['e'],
  '4': ['a'],
  '5': ['s'],
  '7': ['t'],
  '@': ['a'],
  $: ['s'],
  '!': ['i'],
};

/** Leading and trailing characters that are not letters: the usual decorations. */
const DECORATION = /^[^\p{L}]+|[^\p{L}]+$/gu;

const codePoints = (text: string) => [...text].length;

/** `word` with each look-alike read as a letter: one reading per choice for '1' (all i, all l). */
function lookAlikeReadings(word: string): string[] {
  if (!/[0134570@$!]/.test(word)) return [];
  const read = (char: string, choice: number) => {
    const letters = LOOK_ALIKES[char];
    return letters ? (letters[choice] ?? letters[0]) : char;
  };
  return [0, 1].map((choice) => [...word].map((char) => read(char, choice)).join(''));
}

/** The forms of a candidate: see the top of this file. */
export interface PasswordForms {
  exact: string;
  variants: string[];
}

/**
 * The forms `candidate` is compared in.
 *
 * @example
 * passwordForms('Summer2024!'); // { exact: 'summer2024!', variants: ['summer', ...] }
 * passwordForms('Passw0rd!').variants; // ['passw0rd', 'password', ...]
 */
export function passwordForms(candidate: string): PasswordForms {
  const exact = candidate.normalize('NFKC').toLowerCase();
  const core = exact.replace(DECORATION, '');
  const cores = core !== exact && codePoints(core) * 2 >= codePoints(exact) ? [core] : [];
  const variants = new Set([...cores, ...[exact, ...cores].flatMap(lookAlikeReadings)]);
  variants.delete(exact);
  return { exact, variants: [...variants] };
}
