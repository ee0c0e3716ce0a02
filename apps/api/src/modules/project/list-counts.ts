// Totals of filtered project lists without counting on every page request (issue 8). A total is counted
// at most up to COUNT_CAP (+1 to know it was exceeded) and kept in memory as of the project list's
// version (migration 073): any write to the list's tables moves the version in the writing transaction,
// on whichever server writes, so a kept total is exact and reading one writes nothing.
import type { Kysely } from 'kysely';
import { createListResultCache, type ListResultCache } from '../../cache/list-results.js';
import type { Database } from '../../db/types.js';

/** Counts stop here; a larger total reads as COUNT_CAP with `capped` (the console shows "10,000+"). */
export const COUNT_CAP = 10_000;
/** Filters whose totals one server keeps at most (least recently used dropped first). */
const MAX_KEPT_TOTALS = 2_000;

/** A list's total and whether it is only a lower bound. */
export interface ListTotal { total: number; capped: boolean }

const totalsByDatabase = new WeakMap<Kysely<Database>, ListResultCache>();

/**
 * The total of the project list under `filterKey` (everything the total depends on): the kept one while
 * the list's version stands, else `count(cap + 1)` (which must count at most that many rows), kept.
 * `versions` are the request's list versions (AuthContext.listVersions), or undefined to read the version.
 *
 * @example
 * const { total, capped } = await keptProjectTotal(db, JSON.stringify([keyword, status]), (limit) => countUpTo(limit), auth.listVersions);
 */
export function keptProjectTotal(
  db: Kysely<Database>, filterKey: string, count: (limit: number) => Promise<number>,
  versions?: ReadonlyMap<string, number>, cap = COUNT_CAP,
): Promise<ListTotal> {
  let totals = totalsByDatabase.get(db);
  if (!totals) totalsByDatabase.set(db, (totals = createListResultCache(db, 'project', MAX_KEPT_TOTALS)));
  return totals.answer(JSON.stringify([cap, filterKey]), async () => {
    const counted = await count(cap + 1);
    return { total: Math.min(counted, cap), capped: counted > cap };
  }, versions);
}
