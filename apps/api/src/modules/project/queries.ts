import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { isPostgres } from '../../db/migrations/portable.js';
import type { Database } from '../../db/types.js';
import { projectInScope, type RecordScope } from '../../auth/record-scope.js';
import { keptProjectTotal } from './list-counts.js';
import type { ProjectFilter, ProjectItem, ProjectUserRef } from './schemas.js';
import { containsPattern } from '../../db/like.js';
import { jsonArrayFrom as pgJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';

// The 'my' endpoints' rule is the one record-scope rule (auth/record-scope.ts).
export type { RecordScope } from '../../auth/record-scope.js';

/** Shortest keyword the trigram indexes (FTS5 trigram, pg_trgm) can find; shorter ones scan (see keywordMatch). */
export const INDEXED_KEYWORD_LENGTH = 3;
/** How a keyword is matched on SQLite: through the FTS table, or by testing rows as an index walk meets them. */
type KeywordPlan = 'search' | 'test';

/**
 * Keyword condition: a case-insensitive substring of name or code. PostgreSQL uses `lower(x) like` in both
 * plans (its pg_trgm GIN indexes serve it and its planner picks the order). SQLite uses the trigram FTS
 * table for keywords of 3+ characters; 1-2 character keywords keep the substring semantics with `like`, a
 * scan that the page LIMIT and the capped, cached count (list-counts.ts) bound.
 */
function keywordMatch(keyword: string, plan: KeywordPlan, postgres: boolean) {
  // SQLite's lower() folds ASCII only, the FTS table all of Unicode: non-ASCII keywords always search.
  const search = plan === 'search' || /[^ -~]/.test(keyword);
  if (!postgres && search && [...keyword].length >= INDEXED_KEYWORD_LENGTH) {
    const phrase = `"${keyword.replace(/"/g, '""')}"`;
    return sql<SqlBool>`p.id in (select rowid from projects_search where projects_search match ${phrase})`;
  }
  const pattern = containsPattern(keyword);
  return sql<SqlBool>`(lower(p.name) like ${pattern} escape '\\' or lower(p.code) like ${pattern} escape '\\')`;
}

function filtered(db: Kysely<Database>, filter: ProjectFilter, scope: RecordScope | null, plan: KeywordPlan = 'search') {
  let q = db.selectFrom('projects as p');
  const keyword = filter.keyword?.trim();
  if (keyword) q = q.where(keywordMatch(keyword, plan, isPostgres(db)));
  if (filter.status) q = q.where('p.status', '=', filter.status);
  if (filter.clientId !== undefined) q = q.where('p.client_id', '=', filter.clientId);
  if (filter.dateFrom) q = q.where('p.end_date', '>=', filter.dateFrom);
  if (filter.dateTo) q = q.where('p.start_date', '<=', filter.dateTo);
  if (scope) q = q.where((eb) => projectInScope(eb, scope));
  return q;
}

/** The key of a filter's kept total: what decides the total (not the sort), keyword case-folded. */
function countKey(filter: ProjectFilter, scope: RecordScope | null): string {
  const { keyword, status, clientId, dateFrom, dateTo } = filter;
  return JSON.stringify([keyword?.trim().toLowerCase() || null, status ?? null, clientId ?? null, dateFrom ?? null, dateTo ?? null, scope?.userId ?? null]);
}

const SORT_COLUMNS = { name: 'p.name', code: 'p.code', startDate: 'p.start_date', createdAt: 'p.created_at' } as const;

const displayName = (realName: string | null, username: string) => (realName && realName.trim() ? realName : username);

type ProjectRow = {
  id: number; name: string; code: string; status: ProjectItem['status']; start_date: string; end_date: string;
  description: string | null; client_id: number | null; client_real_name: string | null; client_username: string | null;
  created_at: string; updated_at: string;
};

function selectRows(db: Kysely<Database>, filter: ProjectFilter, scope: RecordScope | null, plan: KeywordPlan = 'search') {
  return filtered(db, filter, scope, plan)
    .leftJoin('users as c', 'c.id', 'p.client_id')
    .select([
      'p.id', 'p.name', 'p.code', 'p.status', 'p.start_date', 'p.end_date', 'p.description', 'p.client_id',
      'c.real_name as client_real_name', 'c.username as client_username', 'p.created_at', 'p.updated_at',
    ]);
}

type PersonRow = { id: number; real_name: string | null; username: string };

/** People of a project under `table`, as a JSON array (text on SQLite, parsed on PostgreSQL). */
function peopleOf(db: Kysely<Database>, eb: ExpressionBuilder<Database & { p: Database['projects'] }, 'p'>, table: 'project_moderators' | 'project_members') {
  const people = eb.selectFrom(`${table} as link`).innerJoin('users as u', 'u.id', 'link.user_id')
    .select(['u.id', 'u.real_name', 'u.username']).whereRef('link.project_id', '=', 'p.id');
  return isPostgres(db) ? pgJsonArrayFrom(people) : sqliteJsonArrayFrom(people);
}

const parsedPeople = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as PersonRow[];

/**
 * Completes project rows with their moderators, members and session counts in one query for the whole
 * page (never one per row): correlated subqueries per project, people as JSON arrays.
 */
async function completeRows(db: Kysely<Database>, rows: ProjectRow[]): Promise<ProjectItem[]> {
  if (rows.length === 0) return [];
  const extras = await db.selectFrom('projects as p')
    .select((eb) => [
      'p.id',
      eb.selectFrom('project_sessions as s').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('s.project_id', '=', 'p.id').as('session_count'),
      peopleOf(db, eb, 'project_moderators').as('moderators'),
      peopleOf(db, eb, 'project_members').as('members'),
    ])
    .where('p.id', 'in', rows.map((r) => r.id))
    .execute();
  const extrasOf = new Map(extras.map((e) => [e.id, e]));
  const byName = (a: ProjectUserRef, b: ProjectUserRef) => a.name.localeCompare(b.name) || a.id - b.id;
  const refs = (people: unknown) => parsedPeople(people).map((p) => ({ id: p.id, name: displayName(p.real_name, p.username) })).sort(byName);
  return rows.map((r) => {
    const extra = extrasOf.get(r.id);
    return {
      id: r.id, name: r.name, code: r.code, status: r.status, startDate: r.start_date, endDate: r.end_date, description: r.description,
      client: r.client_id !== null && r.client_username !== null ? { id: r.client_id, name: displayName(r.client_real_name, r.client_username) } : null,
      moderators: refs(extra?.moderators ?? []), members: refs(extra?.members ?? []), sessionCount: Number(extra?.session_count ?? 0),
      createdAt: r.created_at, updatedAt: r.updated_at,
    };
  });
}

/**
 * One page of projects matching `filter` (and `scope` for the 'my' list), sorted, with the total: counted
 * up to COUNT_CAP and kept until the project list's version moves (list-counts.ts), `totalCapped` when
 * there are more. `versions` are the request's list versions when the caller has them (AuthContext).
 */
export async function listProjects(
  db: Kysely<Database>,
  filter: ProjectFilter,
  page: { current: number; pageSize: number },
  scope: RecordScope | null,
  versions?: ReadonlyMap<string, number>,
): Promise<{ list: ProjectItem[]; total: number; totalCapped: boolean }> {
  const { total, capped } = await countMatches(db, filter, scope, versions);
  const plan = await keywordPlan(db, filter, scope, page, total, versions);
  const rows = await sortedRows(db, filter, scope, plan).limit(page.pageSize).offset((page.current - 1) * page.pageSize).execute();
  return { list: await completeRows(db, rows), total, totalCapped: capped };
}

/** The largest project id, an upper bound of the table size for planning, re-read every 10 s per database. */
const idEstimates = new WeakMap<Kysely<Database>, { at: number; value: number }>();
async function projectCountEstimate(db: Kysely<Database>): Promise<number> {
  const known = idEstimates.get(db);
  if (known && Date.now() - known.at < 10_000) return known.value;
  const last = await db.selectFrom('projects').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  const value = Number(last?.id ?? 0);
  idEstimates.set(db, { at: Date.now(), value });
  return value;
}

/** The total of a filter, counted up to COUNT_CAP and kept until the project list's version moves (list-counts.ts). */
function countMatches(db: Kysely<Database>, filter: ProjectFilter, scope: RecordScope | null, versions?: ReadonlyMap<string, number>) {
  return keptProjectTotal(db, countKey(filter, scope), async (limit) => {
    const counted = await db.selectFrom(filtered(db, filter, scope).select(sql.lit(1).as('one')).limit(limit).as('matches'))
      .select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    return Number(counted?.n ?? 0);
  }, versions);
}

/**
 * Picks the cheaper SQLite plan for a keyword of 3+ characters. Walking the sort index over the rows the
 * other filters keep (the partition) tests about (page end) x partition / matches rows; the FTS table finds
 * every keyword match in the table, about matches x table / partition (keyword and filters taken as
 * independent). A tested row and an FTS match cost about the same (measured ~0.9 us and ~0.8 us plus the
 * sort), so the plan touching fewer rows wins. Counts are the cached, capped ones: a capped partition is
 * under-estimated, which favours the walk only when matches are common, where it is cheap.
 */
async function keywordPlan(
  db: Kysely<Database>, filter: ProjectFilter, scope: RecordScope | null, page: { current: number; pageSize: number }, matches: number,
  versions?: ReadonlyMap<string, number>,
): Promise<KeywordPlan> {
  if (!filter.keyword?.trim() || isPostgres(db) || matches === 0) return 'search';
  const { total: partition } = await countMatches(db, { ...filter, keyword: undefined }, scope, versions);
  const kept = Math.max(partition, matches);
  const walkRows = Math.min(kept, (page.current * page.pageSize * kept) / matches);
  const searchRows = (matches * (await projectCountEstimate(db))) / kept;
  return walkRows <= searchRows ? 'test' : 'search';
}

function sortedRows(db: Kysely<Database>, filter: ProjectFilter, scope: RecordScope | null, plan: KeywordPlan = 'search') {
  const column = SORT_COLUMNS[filter.sortField ?? 'createdAt'];
  const direction = filter.sortOrder === 'ascend' ? 'asc' : filter.sortField && !filter.sortOrder ? 'asc' : 'desc';
  return selectRows(db, filter, scope, plan).orderBy(column, direction).orderBy('p.id', direction);
}

/** Every project matching `filter` (for the CSV export), up to `limit` rows. */
export async function exportProjects(db: Kysely<Database>, filter: ProjectFilter, limit: number): Promise<ProjectItem[]> {
  const rows = await sortedRows(db, filter, null).limit(limit).execute();
  return completeRows(db, rows);
}

/** One project, or undefined when it does not exist or (with `scope`) is not the caller's. */
export async function findProject(db: Kysely<Database>, id: number, scope: RecordScope | null): Promise<ProjectItem | undefined> {
  const rows = await selectRows(db, {}, scope).where('p.id', '=', id).execute();
  const [item] = await completeRows(db, rows);
  return item;
}
