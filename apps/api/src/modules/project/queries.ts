import { sql, type Kysely } from 'kysely';
import { inList, listParam, preparedPerDatabase, type ListParam } from '../../db/prepared-query.js';
import { isPostgres } from '../../db/migrations/portable.js';
import { POSTGRES_PROJECT_SPAN } from './span.js';
import type { Database } from '../../db/types.js';
import { projectInScope, type RecordScope } from '../../auth/record-scope.js';
import type { ProjectFilter, ProjectItem, ProjectUserRef } from './schemas.js';
import {
  countReach,
  inIdOrder,
  keywordCondition,
  keywordPlan,
  type KeywordPlan,
  keywordStatistics,
  pageIdsWithBoundedTotal,
} from '../../lists/index.js';
import { PROJECT_KEYWORDS } from './keywords.js';
import { gramBound } from './gram-bounds.js';

// The 'my' endpoints' rule is the one record-scope rule (auth/record-scope.ts).
export type { RecordScope } from '../../auth/record-scope.js';

/**
 * Pages counted past the one asked for: a list's total is exact up to (page end + this many pages) and
 * beyond that reads as that number with `totalCapped` (the console shows "120+"). Counting further would
 * make every request's work grow with the table; this way it grows with the page only.
 */
export { LOOKAHEAD_PAGES } from '../../lists/index.js';

function filtered(db: Kysely<Database>, filter: ProjectFilter, scope: RecordScope | null, plan: KeywordPlan = 'search') {
  let q = db.selectFrom('projects as p');
  const keyword = filter.keyword?.trim();
  if (keyword) q = q.where(keywordCondition(PROJECT_KEYWORDS, keyword, plan, isPostgres(db)));
  if (filter.status) q = q.where('p.status', '=', filter.status);
  if (filter.clientId !== undefined) q = q.where('p.client_id', '=', filter.clientId);
  if (filter.dateFrom) q = q.where('p.end_date', '>=', filter.dateFrom);
  if (filter.dateTo) q = q.where('p.start_date', '<=', filter.dateTo);
  if (scope) q = q.where((eb) => projectInScope(eb, scope));
  return q;
}

const SORT_COLUMNS = { name: 'p.name', code: 'p.code', startDate: 'p.start_date', createdAt: 'p.created_at' } as const;

const displayName = (realName: string | null, username: string) => (realName && realName.trim() ? realName : username);

/** A person of a project as the page query gives them: [id, real_name, username]. */
type PersonRow = [number, string | null, string];

/**
 * People of a project under `table`, as a JSON array of [id, real_name, username] (text on SQLite, parsed on
 * PostgreSQL). Arrays, not objects: PostgreSQL's json_agg of rows cost a page of 20 projects 0.12 ms more.
 */
function peopleOf(db: Kysely<Database>, table: 'project_moderators' | 'project_members') {
  const person = isPostgres(db) ? sql`json_build_array(u.id, u.real_name, u.username)` : sql`json_array(u.id, u.real_name, u.username)`;
  const all = isPostgres(db) ? sql`coalesce(json_agg(${person}), '[]')` : sql`json_group_array(${person})`;
  return sql<unknown>`(select ${all} from ${sql.table(table)} as link inner join users as u on u.id = link.user_id where link.project_id = p.id)`;
}

const parsedPeople = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as PersonRow[];

/**
 * The projects `ids` in that order, complete (client, moderators, members, session count) in one query
 * whose text is the same for any number of ids (an array on PostgreSQL, a JSON list on SQLite), so it is
 * planned once per connection (a named statement) or compiled once (SQLite's statement cache).
 */
async function projectsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<ProjectItem[]> {
  if (ids.length === 0) return [];
  const rows = inIdOrder(ids, await pageRowsOf(db)(listParam(db, ids)));
  const byName = (a: ProjectUserRef, b: ProjectUserRef) => a.name.localeCompare(b.name) || a.id - b.id;
  const refs = (people: unknown) =>
    parsedPeople(people)
      .map(([id, realName, username]) => ({ id, name: displayName(realName, username) }))
      .sort(byName);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    status: r.status,
    startDate: r.start_date,
    endDate: r.end_date,
    description: r.description,
    client:
      r.client_id !== null && r.client_username !== null
        ? { id: r.client_id, name: displayName(r.client_real_name, r.client_username) }
        : null,
    moderators: refs(r.moderators),
    members: refs(r.members),
    sessionCount: Number(r.session_count ?? 0),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
}

/** The page query: projects by id (a list parameter), complete. */
function pageRowsQuery(db: Kysely<Database>, ids: ListParam) {
  return db
    .selectFrom('projects as p')
    .leftJoin('users as c', 'c.id', 'p.client_id')
    .select((eb) => [
      'p.id',
      'p.name',
      'p.code',
      'p.status',
      'p.start_date',
      'p.end_date',
      'p.description',
      'p.client_id',
      'c.real_name as client_real_name',
      'c.username as client_username',
      'p.created_at',
      'p.updated_at',
      eb
        .selectFrom('project_sessions as s')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('s.project_id', '=', 'p.id')
        .where('s.deleted_at', 'is', null)
        .as('session_count'),
      peopleOf(db, 'project_moderators').as('moderators'),
      peopleOf(db, 'project_members').as('members'),
    ])
    .where(inList(db, 'p.id', ids, 'int'));
}

/** The page query of a database, built and compiled once (building it took longer than SQLite takes to run it). */
const pageRowsOf = preparedPerDatabase(pageRowsQuery, 1);

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
  version?: number,
): Promise<{ list: ProjectItem[]; total: number; totalCapped: boolean }> {
  const keyword = filter.keyword?.trim();
  const plan = await keywordPlan(db, PROJECT_KEYWORDS, keyword, countReach(page));
  const query = await sortedIds(db, filter, scope, plan, version);
  // A walk without a date window is planned once per connection on PostgreSQL (planning it cost a quarter of its
  // run): its keyword is a strpos() the planner cannot take to the trigram index, so the one plan walks the index
  // of the list's order as the keyword planner chose, or a client's few projects by the client index. A date window
  // is planned for its values: a plan for any window took a wide one for narrow (a BitmapAnd reading 33,000
  // start-date entries for a client's 50 projects). The 'my' lists keep planning for their values: their scope's
  // generic plans have not been measured.
  const named = scope === null && !filter.dateFrom && !filter.dateTo && (plan === 'walk' || !keyword);
  const { ids, ...total } = query ? await pageIdsWithBoundedTotal(db, query, page, { named }) : { ids: [], total: 0, totalCapped: false };
  return { list: await projectsByIds(db, ids), ...total };
}

function sortOf(filter: ProjectFilter) {
  const column = SORT_COLUMNS[filter.sortField ?? 'createdAt'];
  const direction = filter.sortOrder === 'ascend' ? 'asc' : filter.sortField && !filter.sortOrder ? 'asc' : 'desc';
  return { column, direction } as const;
}

/**
 * The ids of the matches in the list's order, read from the covering indexes alone (migrations 096, 100), or
 * null when the keyword is known to match nothing. `version` is the project names' version the caller read
 * (list_versions, migration 107); with it, a walked keyword starts where its first match lies (see
 * {@link keywordWalkStart}).
 */
async function sortedIds(db: Kysely<Database>, filter: ProjectFilter, scope: RecordScope | null, plan: KeywordPlan, version?: number) {
  const { column, direction } = sortOf(filter);
  let query = filtered(db, filter, scope, plan);
  if (column === 'p.start_date' && filter.dateFrom) {
    const earliest = await earliestStart(db, filter.dateFrom);
    if (earliest) query = query.where('p.start_date', '>=', earliest);
  }
  const keyword = filter.keyword?.trim();
  if (keyword && plan === 'walk' && version !== undefined && (column === 'p.name' || column === 'p.code')) {
    const start = await keywordWalkStart(db, keyword, column, direction, version);
    if (start === null) return null;
    query = query.where(column, direction === 'asc' ? '>=' : '<=', start);
  }
  return query.select('p.id').orderBy(column, direction).orderBy('p.id', direction);
}

/**
 * Where a walk in `column` order meets the keyword's first match: the smallest `column` value of a match
 * (largest, walking down), or null when nothing matches. Names cluster: a word that begins names sits in one
 * stretch of the name order, and a walk from the far end tested every entry before it (a common word sorted
 * by name took 11-13 ms on SQLite and 15-30 ms on PostgreSQL at 100,000 projects). Every match the list's
 * other filters keep lies past this point, so the walk may start there. Learned by one walk with the keyword
 * alone; on PostgreSQL the walk begins at the keyword's gram bound (gram-bounds.ts; from its end, a common word
 * clustered late in name order took 56-220 ms at 1,000,000 projects), then remembered for the project names'
 * `version` (migration 107), not just the statistics' 30 s: adding a project or writing a name or code moves it,
 * so a remembered start never hides a project written since; other writes (a status, a session, a moderator)
 * keep it, and a deleted match only leaves it early.
 */
async function keywordWalkStart(
  db: Kysely<Database>,
  keyword: string,
  column: 'p.name' | 'p.code',
  direction: 'asc' | 'desc',
  version: number,
): Promise<string | null> {
  const key = `projects:start:${version}:${column}:${direction}:${keyword}`;
  // Exact for this version: kept until a write moves the version (or newer figures push it out).
  return keywordStatistics(db).remember(
    key,
    async () => {
      let walk = db.selectFrom('projects as p').where(keywordCondition(PROJECT_KEYWORDS, keyword, 'walk', isPostgres(db)));
      if (isPostgres(db)) {
        // The keyword's gram bounds (migration 108) say where the walk can begin, or that nothing matches.
        const bound = await gramBound(db, keyword, column === 'p.name' ? 'name' : 'code', direction);
        if (bound === null) return null;
        walk = walk.where(column, direction === 'asc' ? '>=' : '<=', bound);
      }
      const first = await walk
        .select(column === 'p.name' ? 'p.name as value' : 'p.code as value')
        .orderBy(column, direction)
        .orderBy('p.id', direction)
        .limit(1)
        .executeTakeFirst();
      return first?.value ?? null;
    },
    { exact: true },
  );
}

/** The longest project's span in days, read from the span index; prepared once (planning it took 0.3 ms, running it 0.05). */
const longestSpanOf = preparedPerDatabase((db) => {
  const span = isPostgres(db) ? sql.raw(POSTGRES_PROJECT_SPAN) : sql`(julianday(end_date) - julianday(start_date))`;
  return db.selectFrom('projects').select(sql<number | string | null>`max(${span})`.as('days'));
}, 0);

/**
 * The earliest start a project running on or after `dateFrom` can have: dateFrom less the longest project,
 * read from an expression index in a step (SQLite: julianday(), migration 096; PostgreSQL: the span in ledger
 * days, never short of the real one, migration 104). A walk in start-date order then begins near the window
 * instead of at the first project (a late window took 8.3 ms at 100,000 projects on SQLite, now 0.7 ms).
 * Other sorts do without: the bound would tempt the planner away from their order. Null: no bound.
 */
async function earliestStart(db: Kysely<Database>, dateFrom: string): Promise<string | null> {
  const [longest] = await longestSpanOf(db)();
  const days = Number(longest?.days ?? Number.NaN);
  const from = Date.parse(`${dateFrom}T00:00:00Z`);
  if (!(days >= 0 && days < 100_000) || Number.isNaN(from)) return null;
  return new Date(from - Math.ceil(days) * 86_400_000).toISOString().slice(0, 10);
}

/** Projects an export reads per query. */
const EXPORT_PAGE = 500;

/**
 * Every project matching `filter` (and `scope`) in the list's order, at most `limit`, a page of EXPORT_PAGE at a
 * time: the ids come from the list's own walk (read once, a number each), the projects from the list's page query.
 */
export async function* projectPages(
  db: Kysely<Database>,
  filter: ProjectFilter,
  scope: RecordScope | null,
  limit: number,
): AsyncGenerator<ProjectItem[]> {
  const ids = (await (await sortedIds(db, filter, scope, 'search'))?.limit(limit).execute()) ?? [];
  for (let start = 0; start < ids.length; start += EXPORT_PAGE) {
    yield projectsByIds(
      db,
      ids.slice(start, start + EXPORT_PAGE).map((r) => r.id),
    );
  }
}

/** Of `ids`, the projects in `scope`. */
export async function projectIdsIn(db: Kysely<Database>, ids: readonly number[], scope: RecordScope): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await filtered(db, {}, scope)
    .select('p.id')
    .where('p.id', 'in', [...ids])
    .execute();
  return rows.map((r) => r.id);
}

/** One project, or undefined when it does not exist or (with `scope`) is not the caller's. */
export async function findProject(db: Kysely<Database>, id: number, scope: RecordScope | null): Promise<ProjectItem | undefined> {
  const found = await filtered(db, {}, scope).select('p.id').where('p.id', '=', id).execute();
  const [item] = await projectsByIds(
    db,
    found.map((r) => r.id),
  );
  return item;
}
