// The straightforward list routes the benchmark compares the list machinery with (issue 41, bench/load.mjs): the
// queries a team writes first. The same filters and sorts as the real lists, a keyword as ILIKE (PostgreSQL) or
// LIKE (SQLite, which folds ASCII case itself) on the columns the real list searches, the page by OFFSET, and a
// COUNT capped where the real list caps it (five pages past the page asked for), on the same tables and indexes.
// No keyword plan, no walk starts, no gram bounds, no trigram search, no session_viewers, no answer cache. Each
// answers the page's own rows, a join for the names the real list shows, and the capped total.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { isPostgres } from '../../db/migrations/portable.js';
import type { Database } from '../../db/types.js';

/** Pages counted past the one asked for, as the real lists count (lists/total/bounded-total.ts). */
const LOOKAHEAD_PAGES = 5;

/** A page request. */
export interface Page {
  current: number;
  pageSize: number;
}

/** A case-insensitive substring test of `column`, the keyword's `%`, `_` and `\` matched literally. */
export function contains(db: Kysely<Database>, column: string, keyword: string): Expression<SqlBool> {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return isPostgres(db)
    ? sql<SqlBool>`${sql.ref(column)} ilike ${pattern} escape '\\'`
    : sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/**
 * The page by OFFSET and its total counted up to five pages past it: `rows` is the ordered query of the page's
 * rows, `matches` the same filters selecting anything.
 */
export async function offsetPage<Row>(
  db: Kysely<Database>,
  rows: { limit(n: number): { offset(n: number): { execute(): Promise<Row[]> } } },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any filtered selection
  matches: { select: (...args: any[]) => any },
  page: Page,
): Promise<{ list: Row[]; total: number; totalCapped: boolean; current: number; pageSize: number }> {
  const cap = (page.current + LOOKAHEAD_PAGES) * page.pageSize;
  const list = await rows
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize)
    .execute();
  const counted = matches.select(sql`1`.as('one')).limit(cap + 1);
  const row = await db
    .selectFrom(counted.as('m'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return { list, total: Math.min(n, cap), totalCapped: n > cap, current: page.current, pageSize: page.pageSize };
}
