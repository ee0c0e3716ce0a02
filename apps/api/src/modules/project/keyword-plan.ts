// How the project list matches its keyword (a case-insensitive substring of name or code), and which of
// two plans it uses. 'walk': test each row an index walk in the list's order meets, stopping once the
// page and its lookahead are found; cheap when the keyword is common, a scan of the table when it is rare.
// 'search': find every match in the keyword index (SQLite's FTS5 trigram table, PostgreSQL's pg_trgm GIN
// indexes), then sort them; cheap when the keyword is rare. A walk costs reach / selectivity rows, a search
// selectivity x table rows times their relative cost, so they cost the same at
// sqrt(reach x table / ratio) matches: fewer matches than that, search; more, walk (issue 18).
import { sql, type Kysely, type SqlBool } from 'kysely';
import { containsPattern } from '../../db/like.js';
import { isPostgres } from '../../db/migrations/portable.js';
import type { Database } from '../../db/types.js';

/** Shortest keyword the trigram indexes (FTS5 trigram, pg_trgm) can find; shorter ones always walk. */
export const INDEXED_KEYWORD_LENGTH = 3;

/** How a keyword is matched. */
export type KeywordPlan = 'search' | 'walk';

/**
 * What a searched match costs relative to a walked row. SQLite: a walk tests an index entry with `like`
 * in ~0.06 us, a search reads an FTS match and its row in ~1 us. PostgreSQL: a walk computes `lower()`
 * and `like` in ~0.5 us, a search rechecks a heap row in ~1.2 us. Measured at 100,000 projects.
 */
const SEARCH_COST_RATIO = { sqlite: 16, postgres: 2.5 } as const;

const searchable = (keyword: string) => [...keyword].length >= INDEXED_KEYWORD_LENGTH;
const ftsPhrase = (keyword: string) => `"${keyword.replace(/"/g, '""')}"`;

/**
 * The keyword condition on `projects as p` under `plan`. SQLite walks with a plain `like` (its LIKE folds
 * ASCII case itself; keywords with other characters always search, as FTS folds all of Unicode).
 * PostgreSQL's search runs first, alone, as an array (its planner answers it from the GIN indexes), and the
 * page is then read by primary key: as a join, the planner scanned the table to hash it (35 ms, now 2.5 ms).
 *
 * @example
 * query.where(keywordCondition('harbor', 'walk', false));
 */
export function keywordCondition(keyword: string, plan: KeywordPlan, postgres: boolean) {
  const pattern = containsPattern(keyword);
  if (postgres) {
    const test = sql<SqlBool>`(lower(name) like ${pattern} escape '\\' or lower(code) like ${pattern} escape '\\')`;
    if (plan === 'search') return sql<SqlBool>`p.id = any(array(select id from projects where ${test}))`;
    return sql<SqlBool>`(lower(p.name) like ${pattern} escape '\\' or lower(p.code) like ${pattern} escape '\\')`;
  }
  if (plan === 'search' && searchable(keyword)) {
    return sql<SqlBool>`p.id in (select rowid from projects_search where projects_search match ${ftsPhrase(keyword)})`;
  }
  return sql<SqlBool>`(p.name like ${pattern} escape '\\' or p.code like ${pattern} escape '\\')`;
}

/**
 * The plan for `keyword` when `reach` matches are wanted. SQLite asks the FTS table for up to the break-even
 * number of matches (~0.1 us each); PostgreSQL asks its planner's estimate of the matches (one EXPLAIN, ~0.3 ms).
 *
 * @example
 * const plan = await keywordPlan(db, 'harbor', 220); // 'walk': one project in eight has it
 */
export async function keywordPlan(db: Kysely<Database>, keyword: string | undefined, reach: number): Promise<KeywordPlan> {
  if (!keyword || !searchable(keyword)) return 'walk';
  if (isPostgres(db)) {
    const { matches, table } = await postgresEstimates(db, keyword);
    return matches < breakEvenMatches(reach, table, 'postgres') ? 'search' : 'walk';
  }
  if (/[^ -~]/.test(keyword)) return 'search';
  const last = await db.selectFrom('projects').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  const breakEven = breakEvenMatches(reach, Number(last?.id ?? 0), 'sqlite');
  const probe = await sql<{ n: number }>`select count(*) as n from (select 1 from projects_search where projects_search match ${ftsPhrase(keyword)} limit ${breakEven})`.execute(db);
  return Number(probe.rows[0]?.n ?? 0) < breakEven ? 'search' : 'walk';
}

const breakEvenMatches = (reach: number, table: number, engine: keyof typeof SEARCH_COST_RATIO) =>
  Math.ceil(Math.sqrt((reach * table) / SEARCH_COST_RATIO[engine]));

type JsonPlan = { Plan: { Plans?: { 'Plan Rows': number }[] } };

/** PostgreSQL's estimates of the keyword's matches and of the table's rows, in one EXPLAIN (no query runs). */
async function postgresEstimates(db: Kysely<Database>, keyword: string): Promise<{ matches: number; table: number }> {
  const pattern = containsPattern(keyword);
  const explained = await sql<{ 'QUERY PLAN': [JsonPlan] }>`explain (format json)
    select 1 from projects where lower(name) like ${pattern} escape '\\' or lower(code) like ${pattern} escape '\\'
    union all select 1 from projects`.execute(db);
  const [matches, table] = explained.rows[0]?.['QUERY PLAN'][0].Plan.Plans ?? [];
  return { matches: Number(matches?.['Plan Rows'] ?? 0), table: Number(table?.['Plan Rows'] ?? 0) };
}
