import type { OptionsGraph } from '@zxcvbn-ts/core';
import { describeStrength, userInputWords } from './strength';
import type { PasswordScorer } from './types';

/**
 * The first 20,000 of zxcvbn-ts's rank-ordered common passwords (common-passwords.json, generated from the package
 * by scripts/common-passwords.mjs: 80 KiB gzip where the whole list is 209) and its keyboard layouts, without the
 * package's diceware word list. The meter advises; the server refuses the full 100,000 most common passwords.
 */
async function loadCommonDictionary(): Promise<{ passwords: string[]; graphs: OptionsGraph }> {
  const [passwords, graphs] = await Promise.all([
    import('./common-passwords.json') as Promise<{ default: string[] }>,
    // @ts-expect-error -- the package types only its index, and importing that brings the diceware list too.
    import('@zxcvbn-ts/language-common/dist/adjacencyGraphs.json.mjs') as Promise<{ default: OptionsGraph }>,
  ]);
  return { passwords: passwords.default, graphs: graphs.default };
}

let loading: Promise<PasswordScorer> | undefined;

/**
 * Loads zxcvbn-ts with its common passwords and keyboard layouts on first use, as chunks a bundler splits off (no
 * entry chunk carries them); then the same scorer. A failed load is not kept: the next call tries again.
 *
 * @example
 * const score = await loadPasswordScorer();
 * score('correct horse battery staple').rating; // 'very-strong'
 */
export function loadPasswordScorer(): Promise<PasswordScorer> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), loadCommonDictionary()]).then(
    ([{ ZxcvbnFactory }, { passwords, graphs }]) => {
      const zxcvbn = new ZxcvbnFactory({ dictionary: { 'passwords-common': passwords }, graphs });
      return (password, userInputs = []) => describeStrength(zxcvbn.check(password, userInputWords(userInputs)));
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
