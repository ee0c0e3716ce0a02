// The browser benchmark's budgets (bench/budgets.json, `browser`): ratios of the console to the bare login build
// measured in the same run, checked against a result of bench/browser.mjs.
import { readFileSync } from 'node:fs';

const { browser: budgets } = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

/** Which figure of a browser result each budget limits. */
const FIGURES = {
  loginFcpRatio: (result) => result.ratio.fcp,
  signInRatio: (result) => result.ratio.signIn,
};

/**
 * Each browser budget with the result's figure and whether it is kept.
 * @param {{ ratio: { fcp: number, signIn: number } }} result what runBrowserBench answers (bench/out/browser.json)
 * @returns {{ name: string, value: number, budget: number, ok: boolean }[]}
 */
export function checkBrowserBudgets(result) {
  return Object.entries(budgets)
    .filter(([name]) => !name.startsWith('$'))
    .map(([name, budget]) => {
      const value = FIGURES[name]?.(result);
      return { name, value, budget, ok: typeof value === 'number' && value <= budget };
    });
}

/** The budget of one browser figure (e.g. 'loginFcpRatio'). */
export const browserBudget = (name) => budgets[name];
