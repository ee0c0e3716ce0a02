import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { isPostgres } from '../../db/migrations/portable.js';
import type { Database } from '../../db/types.js';
import { projectInScope, type RecordScope } from '../../auth/record-scope.js';
import type { ProjectFilter, ProjectItem, ProjectUserRef } from './schemas.js';
import { containsPattern } from '../../db/like.js';
import { jsonArrayFrom as pgJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';

// The 'my' endpoints' rule is the one record-scope rule (auth/record-scope.ts).
export type { RecordScope } from '../../auth/record-scope.js';

/** Shortest keyword the trigram indexes (FTS5 trigram, pg_trgm) can find; shorter ones scan (see keywordMatch). */
export const INDEXED_KEYWORD_LENGTH = 3;
/**
 * Pages counted past the one asked for: a list's total is exact up to (page end + this many pages) and
 * beyond that reads as that number with `totalCapped` (the console shows "220+"). Counting further would
 * make every request's work grow with the table; this way it grows with the page only.
 */
export const LOOKAHEAD_PAGES = 10;
/** How a keyword is matched on SQLite: through the FTS table, or by testing rows as an index walk meets them. */
type KeywordPlan = 'search' | 'test';

/**
 * Keyword condition: a case-insensitive substring of name or code. PostgreSQL uses `lower(x) like` (its
 * pg_trgm GIN indexes serve it and its planner picks the order). SQLite either finds the matches in the
 * trigram FTS table ('search') or tests each row an index walk meets ('test'), with a plain `like`:
 * SQLite's LIKE folds ASCII case itself, and keywords with other characters always search (FTS folds all
 * of Unicode), as do none of 1-2 characters, which the trigram table cannot find.
 */
function keywordMatch(keyword: string, plan: KeywordPlan, postgres: boolean) {
  const pattern = containsPattern(keyword);
  if (postgres) return sql<SqlBool>`(lower(p.name) like ${pattern} escape '\\' or lower(p.code) like ${pattern} escape '\\')`;
  if (plan === 'search' && searchable(keyword)) {
    return sql<SqlBool>`p.id in (select rowid from projects_search where projects_search match ${ftsPhrase(keyword)})`;
  }
  return sql<SqlBool>`(p.name like ${pattern} escape '\\' or p.code like ${pattern} escape '\\')`;
}

const searchable = (keyword: string) => [...keyword].length >= INDEXED_KEYWORD_LENGTH;
const ftsPhrase = (keyword: string) => `"${keyword.replace(/"/g, '""')}"`;

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
 * One page of projects matching `filter` (and `scope` for the 'my' list), sorted, with the total. The ids
 * of the matches up to the page's end plus LOOKAHEAD_PAGES pages are found in one query, walking an index
 * in the list's order where one serves it, so a request's work grows with the page, never with the table:
 * `total` is exact when fewer match, else that many with `totalCapped`.
 */
export async function listProjects(
  db: Kysely<Database>,
  filter: ProjectFilter,
  page: { current: number; pageSize: number },
  scope: RecordScope | null,
): Promise<{ list: ProjectItem[]; total: number; totalCapped: boolean }> {
  const offset = (page.current - 1) * page.pageSize;
  const reach = offset + page.pageSize * (1 + LOOKAHEAD_PAGES);
  const plan = await keywordPlan(db, filter, reach);
  const ids = (await sortedIds(db, filter, scope, plan).limit(reach + 1).execute()).map((r) => r.id);
  const pageIds = ids.slice(offset, offset + page.pageSize);
  const rows = pageIds.length ? await selectRows(db, {}, null).where('p.id', 'in', pageIds).execute() : [];
  const position = new Map(pageIds.map((id, i) => [id, i]));
  rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return { list: await completeRows(db, rows), total: Math.min(ids.length, reach), totalCapped: ids.length > reach };
}

/**
 * Picks the SQLite plan for a keyword of 3+ characters: the FTS table finds every match (a row read per
 * match, ~1 us), while a walk in the list's order tests ~0.06 us per row and stops after `reach` matches.
 * Walking costs reach / selectivity, searching selectivity x table: they are equal at about
 * sqrt(reach x table / 16) matches. The FTS table is asked for that many: fewer means searching is cheaper.
 * The probe costs at most that many FTS matches (~0.1 us each), a small part of either plan.
 */
async function keywordPlan(db: Kysely<Database>, filter: ProjectFilter, reach: number): Promise<KeywordPlan> {
  const keyword = filter.keyword?.trim();
  if (!keyword || isPostgres(db) || !searchable(keyword)) return 'test';
  if (/[^ -~]/.test(keyword)) return 'search';
  const last = await db.selectFrom('projects').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  const breakEven = Math.ceil(Math.sqrt((reach * Number(last?.id ?? 0)) / 16));
  const probe = await sql<{ n: number }>`select count(*) as n from (select 1 from projects_search where projects_search match ${ftsPhrase(keyword)} limit ${breakEven})`.execute(db);
  return Number(probe.rows[0]?.n ?? 0) < breakEven ? 'search' : 'test';
}

function sortOf(filter: ProjectFilter) {
  const column = SORT_COLUMNS[filter.sortField ?? 'createdAt'];
  const direction = filter.sortOrder === 'ascend' ? 'asc' : filter.sortField && !filter.sortOrder ? 'asc' : 'desc';
  return { column, direction } as const;
}

function sortedRows(db: Kysely<Database>, filter: ProjectFilter, scope: RecordScope | null, plan: KeywordPlan = 'search') {
  const { column, direction } = sortOf(filter);
  return selectRows(db, filter, scope, plan).orderBy(column, direction).orderBy('p.id', direction);
}

/** The ids of the matches in the list's order: read from the covering indexes alone (migration 096). */
function sortedIds(db: Kysely<Database>, filter: ProjectFilter, scope: RecordScope | null, plan: KeywordPlan) {
  const { column, direction } = sortOf(filter);
  return filtered(db, filter, scope, plan).select('p.id').orderBy(column, direction).orderBy('p.id', direction);
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
