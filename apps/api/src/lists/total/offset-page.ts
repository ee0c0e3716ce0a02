// The plain page (issue 41): the page's rows by OFFSET, then its total counted apart up to five pages past it. What
// a list uses when the walks of bounded-total.ts do not earn their lines: bench/RESULTS.md ("The list machinery
// against the straightforward route") measured the audit log, the staff list and one project's sessions within 2x
// of this in p99, so they read their pages this way.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/types.js';
import { countBounded, type BoundedTotal, type PageRequest } from './bounded-total.js';

/**
 * The page `rows` selects (sorted; no limit or offset yet), read by LIMIT and OFFSET, and the bounded total of
 * `matches` (its WHERE only) counted by a second statement.
 *
 * @example
 * const base = db.selectFrom('audit_log').where('action', '=', action);
 * const { rows, total, totalCapped } = await offsetPage(db, base, base.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'), page);
 */
export async function offsetPage<Row>(
  db: Kysely<Database>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's filtered query; only its WHERE is used
  matches: SelectQueryBuilder<any, any, any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's query, on any tables
  rows: SelectQueryBuilder<any, any, Row>,
  page: PageRequest,
): Promise<{ rows: Row[] } & BoundedTotal> {
  const onPage = await rows
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize)
    .execute();
  return { rows: onPage, ...(await countBounded(db, matches, page)) };
}
