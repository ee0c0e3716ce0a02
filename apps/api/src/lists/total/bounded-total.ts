// Totals whose cost grows with the page asked for, never with the table (issue 18). A list counts its
// matches only up to the end of the page plus LOOKAHEAD_PAGES pages: below that the total is exact, above it
// the answer says "at least this many" (`totalCapped`, the console shows "120+") and grows as the user pages
// on. Counting every match of a common filter in a table of a million rows would cost tens of milliseconds
// per request; this costs at most (page end + 5 pages) index entries. Five pages: what Arco's pagination
// shows at once ("1 2 3 4 5 6"); ten cost a fifth more per request for pages nobody sees.
import { sql, type CompiledQuery, type Kysely, type SelectQueryBuilder } from 'kysely';
import { isPostgres } from '../../db/migrations/portable.js';
import { nameStatement } from '../../db/named-statements.js';
import type { Database } from '../../db/types.js';

/** Pages counted past the one asked for. */
export const LOOKAHEAD_PAGES = 5;

/** A page asked for: 1-based `current`, rows per page. */
export interface PageRequest {
  current: number;
  pageSize: number;
}

/** A list's total: exact when `totalCapped` is false, else a lower bound. */
export interface BoundedTotal {
  total: number;
  totalCapped: boolean;
}

/**
 * How many matches a request for `page` counts at most: the page's end plus LOOKAHEAD_PAGES pages.
 *
 * @example
 * countReach({ current: 1, pageSize: 20 }); // 120
 */
export function countReach(page: PageRequest): number {
  return (page.current + LOOKAHEAD_PAGES) * page.pageSize;
}

/** The total of `found` matches when at most `countReach(page) + 1` were looked for. */
function boundedTotalOf(found: number, page: PageRequest): BoundedTotal {
  const reach = countReach(page);
  return { total: Math.min(found, reach), totalCapped: found > reach };
}

/** `matches` reduced to one constant column, unsorted, stopping past `countReach(page)`: what a bounded count counts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's filtered query; only its WHERE is used
function boundedMatches(matches: SelectQueryBuilder<any, any, any>, page: PageRequest) {
  return matches
    .clearSelect()
    .select(sql.lit(1).as('one'))
    .clearOrderBy()
    .limit(countReach(page) + 1);
}

/**
 * Counts the rows `matches` selects (its WHERE, no ORDER BY needed), stopping past `countReach(page)`.
 *
 * @example
 * const { total, totalCapped } = await countBounded(db, db.selectFrom('audit_log').where('action', '=', action), page);
 */
export async function countBounded(
  db: Kysely<Database>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's filtered query; only its WHERE is used
  matches: SelectQueryBuilder<any, any, any>,
  page: PageRequest,
): Promise<BoundedTotal> {
  const limited = boundedMatches(matches, page);
  const row = await db
    .selectFrom(limited.as('matches'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return boundedTotalOf(Number(row?.n ?? 0), page);
}

/**
 * The page `rows` selects (sorted; no limit or offset yet) with the bounded total of `matches` (its WHERE only),
 * in one statement instead of two: the count rides along as a column of the page's rows, an uncorrelated
 * subquery each engine runs once. A page past the last match has no row to carry it and counts alone.
 * `options.named` sends it as a named statement on PostgreSQL (only for a query with a few possible texts).
 *
 * @example
 * const base = db.selectFrom('audit_log').where('action', '=', action);
 * const { rows, total, totalCapped } = await pageWithBoundedTotal(db, base, base.selectAll().orderBy('at', 'desc'), page);
 */
export async function pageWithBoundedTotal<Row extends object>(
  db: Kysely<Database>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's filtered query; only its WHERE is used
  matches: SelectQueryBuilder<any, any, any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's query, on any tables
  rows: SelectQueryBuilder<any, any, Row>,
  page: PageRequest,
  options: { named?: boolean } = {},
): Promise<{ rows: Row[] } & BoundedTotal> {
  return runPageWithTotal(db, rows.limit(page.pageSize).offset((page.current - 1) * page.pageSize), matches, page, options);
}

/**
 * A page whose rows are joined to its ids: `sortedIds` (ids in the list's order, no limit yet) is cut to the
 * page and handed to `rowsOf`, which joins what the page shows to those ids and sorts them; the bounded total of
 * `sortedIds` rides along, all in one statement. For a list whose order walks one table (a user's rows of
 * session_viewers) and whose rows join others: the joins run for the page's ids only, not for the rows the
 * offset skips, and no more than the page's rows leave the database.
 *
 * @example
 * const ids = db.selectFrom('session_viewers').select(['session_id as id', 'start_at']).where('user_id', '=', user)
 *   .groupBy(['start_at', 'session_id']).orderBy('start_at').orderBy('session_id');
 * const { rows, total } = await pageOfSortedIds(db, ids, (onPage) => sessions.innerJoin(onPage.as('v'), 'v.id', 's.id').orderBy('v.start_at').orderBy('v.id'), page);
 */
export async function pageOfSortedIds<Row extends object, Ids extends { id: number }>(
  db: Kysely<Database>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's sorted ids (and the columns sorted on)
  sortedIds: SelectQueryBuilder<any, any, Ids>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's query, on any tables
  rowsOf: (pageIds: SelectQueryBuilder<any, any, Ids>) => SelectQueryBuilder<any, any, Row>,
  page: PageRequest,
  options: { named?: boolean } = {},
): Promise<{ rows: Row[] } & BoundedTotal> {
  const onPage = rowsOf(sortedIds.limit(page.pageSize).offset((page.current - 1) * page.pageSize));
  return runPageWithTotal(db, onPage, sortedIds, page, options);
}

/**
 * The rows of `query`. `named`: the caller's query has a few texts only (its values are all parameters) and a plan
 * that does not hang on its values, so on PostgreSQL it is sent as a named statement, parsed and planned once per
 * connection (db/named-statements.ts) instead of on every request.
 */
async function runCompiled<Row>(db: Kysely<Database>, query: CompiledQuery<Row>, options: { named?: boolean }): Promise<Row[]> {
  if (options.named) nameStatement(db, query.sql);
  return (await db.executeQuery(query)).rows;
}

/**
 * Runs `page` (a page's rows) with the bounded total of `matches` as a column of each row; a page past the last
 * match has no row to carry it and counts alone.
 */
async function runPageWithTotal<Row extends object>(
  db: Kysely<Database>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's query, on any tables
  page: SelectQueryBuilder<any, any, Row>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's filtered query; only its WHERE is used
  matches: SelectQueryBuilder<any, any, any>,
  request: PageRequest,
  options: { named?: boolean },
): Promise<{ rows: Row[] } & BoundedTotal> {
  const counted = boundedMatches(matches, request);
  const query = page.select(() => sql<number | string>`(select count(*) from (${counted}) as matches)`.as('bounded_total')).compile();
  const found = (await runCompiled(db, query, options)) as (Row & { bounded_total: number | string })[];
  const [first] = found;
  if (!first) return { rows: [], ...(request.current === 1 ? { total: 0, totalCapped: false } : await countBounded(db, matches, request)) };
  const total = boundedTotalOf(Number(first.bounded_total), request);
  return { rows: found.map(({ bounded_total: _, ...row }) => row as unknown as Row), ...total };
}

/**
 * The page's ids and its bounded total from one walk: `sortedIds` selects `id` in the list's order (no limit
 * yet) and is read up to `countReach(page) + 1` ids. Selecting ids alone lets PostgreSQL answer from an
 * index-only scan, which tests a filter on the index's INCLUDE columns without reading rows; a query selecting
 * whole rows charges a row read per index entry, and its planner chose a bitmap of two indexes instead (9-39
 * ms for an actor, an action and an outcome among 1,000,000 audit entries, against 0.2 ms walking the actor's
 * 400 entries). On PostgreSQL the walked ids are numbered and counted in the database and only the page's leave
 * it: up to 1,101 ids crossed the wire for a page of 20, and reading them cost the server more than the page's rows.
 * The last id walked comes too, so a page past the last match still learns the total. The caller then reads the
 * page's rows by id.
 *
 * @example
 * const { ids, total, totalCapped } = await pageIdsWithBoundedTotal(db, base.select('id').orderBy('at', 'desc').orderBy('id', 'desc'), page);
 */
export async function pageIdsWithBoundedTotal(
  db: Kysely<Database>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's sorted ids
  sortedIds: SelectQueryBuilder<any, any, { id: number }>,
  page: PageRequest,
  options: { named?: boolean } = {},
): Promise<{ ids: number[] } & BoundedTotal> {
  const offset = (page.current - 1) * page.pageSize;
  if (!isPostgres(db)) {
    // SQLite hands rows over in memory, and its window pass copies them to a temporary table first: reading every
    // walked id is cheaper there (server CPU 828-863 against 931-965 us a request, 100,000 projects).
    const walked = await sortedIds.limit(countReach(page) + 1).execute();
    return { ids: walked.slice(offset, offset + page.pageSize).map((row) => row.id), ...boundedTotalOf(walked.length, page) };
  }
  // Numbered as the walk reads them: PostgreSQL's WindowAgg reads its input in order and adds no sort for an empty
  // window, and the subquery is the walk with its ORDER BY and LIMIT. The page is picked by number and put in order
  // here: an ORDER BY on the outside would be a second sort step in every list's plan (lists/query-plans/list-plans.test.ts).
  const numbered = db
    .selectFrom(sortedIds.limit(countReach(page) + 1).as('walked'))
    .select(['walked.id', sql<number | string>`count(*) over ()`.as('found'), sql<number | string>`row_number() over ()`.as('position')]);
  // The page's rows, and the last row walked, which carries the count when the page lies past the last match.
  const query = db
    .selectFrom(numbered.as('numbered'))
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('numbered.position', '>', offset), eb('numbered.position', '<=', offset + page.pageSize)]),
        eb('numbered.position', '=', eb.ref('numbered.found')),
      ]),
    )
    .compile();
  const numberedRows = await runCompiled(db, query, options);
  const [carrier] = numberedRows;
  if (!carrier) return { ids: [], total: 0, totalCapped: false };
  const onPage = numberedRows
    .map((row) => ({ id: Number(row.id), position: Number(row.position) }))
    .filter((row) => row.position > offset && row.position <= offset + page.pageSize)
    .sort((a, b) => a.position - b.position);
  return { ids: onPage.map((row) => row.id), ...boundedTotalOf(Number(carrier.found), page) };
}

/**
 * `rows` (each with an `id`) in the order of `ids`, leaving out any id without a row (deleted in between).
 *
 * @example
 * const page = inIdOrder(ids, await entriesByIds(db)(listParam(db, ids)));
 */
export function inIdOrder<Row extends { id: number }>(ids: readonly number[], rows: readonly Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
