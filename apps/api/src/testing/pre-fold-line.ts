// The migrations a database ran before any history was folded (issue 41): every baseline replaced by the
// migrations it folds. For tests that build a database of yesterday's schema and upgrade it.
import type { Migration } from 'kysely';
import { allMigrations, histories } from '../modules/collect.js';

/**
 * The full history, by name: a new database's line with each folded history's migrations in place of its baseline.
 *
 * @example
 * const old = await migratedDatabase(target, preFoldMigrations());
 */
export function preFoldMigrations(): Record<string, Migration> {
  const folded = histories();
  const line = Object.fromEntries(Object.entries(allMigrations()).filter(([name]) => !folded.some((h) => name in h.baseline)));
  for (const history of folded) Object.assign(line, history.folded);
  return line;
}
