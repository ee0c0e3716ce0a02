// Totals of filtered lists without counting on every page request (issue 8). A total is counted at
// most up to COUNT_CAP (+1 to know it was exceeded) and kept in list_counts, shared by every server on
// the database, for COUNT_TTL_MS. Writes of the list's rows call forgetCounts in their transaction,
// so the server's own writes show at once; other changes (none today) would show within the TTL.
// A request that misses the cache while a write commits may store the older total: it lasts the TTL.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** Counts stop here; a larger total reads as COUNT_CAP with `capped` (the console shows "10,000+"). */
export const COUNT_CAP = 10_000;
/** How long a stored total is trusted. */
export const COUNT_TTL_MS = 10_000;

/** A list's total and whether it is only a lower bound. */
export interface ListTotal { total: number; capped: boolean }

/**
 * The total of `list` under `filterKey`: the stored one while fresh, else `count(cap + 1)`
 * (which must count at most that many rows), stored for the next requests.
 */
export async function cachedCount(
  db: Kysely<Database>, list: string, filterKey: string, count: (limit: number) => Promise<number>, cap = COUNT_CAP,
): Promise<ListTotal> {
  const now = new Date();
  const stored = await db.selectFrom('list_counts').select(['total', 'capped', 'expires_at'])
    .where('list', '=', list).where('filter_key', '=', filterKey).executeTakeFirst();
  if (stored && stored.expires_at > now.toISOString()) return { total: Number(stored.total), capped: Number(stored.capped) === 1 };
  const counted = await count(cap + 1);
  const result = { total: Math.min(counted, cap), capped: counted > cap };
  const row = { total: result.total, capped: result.capped ? 1 : 0, expires_at: new Date(now.getTime() + COUNT_TTL_MS).toISOString() };
  await db.insertInto('list_counts').values({ list, filter_key: filterKey, ...row })
    .onConflict((oc) => oc.columns(['list', 'filter_key']).doUpdateSet(row)).execute();
  return result;
}

/** Forgets every stored total of `list` (call inside the transaction that changes its rows). */
export async function forgetCounts(db: Kysely<Database>, list: string): Promise<void> {
  await db.deleteFrom('list_counts').where('list', '=', list).execute();
}
