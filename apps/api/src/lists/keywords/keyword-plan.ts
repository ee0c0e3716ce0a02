// How a list matches its keyword (a case-insensitive substring of some text columns), and which of two
// plans it uses (issue 18). 'walk': test each row an index walk in the list's order meets, stopping once
// the page and its lookahead are found; cheap when the keyword is common, a scan of the table when it is
// rare. 'search': find every match in the keyword index (SQLite's FTS5 trigram table, PostgreSQL's pg_trgm
// GIN indexes), then sort them; cheap when the keyword is rare. A walk costs reach / selectivity rows, a
// search selectivity x table rows times their relative cost, so they cost the same at
// sqrt(reach x table / ratio) matches: fewer matches than that, search; more, walk.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { containsPattern } from './like.js';
import { isPostgres } from '../../db/migrations/portable.js';
import { keywordStatistics } from './keyword-statistics.js';
import { estimateMatches, readColumnSample } from './postgres-keyword-estimate.js';
import type { Database } from '../../db/types.js';

/** Shortest keyword the trigram indexes (FTS5 trigram, pg_trgm) can find; shorter ones always walk. */
export const INDEXED_KEYWORD_LENGTH = 3;

/**
 * How a keyword is matched: walk an index in the list's order, search the keyword index, or (SQLite) the matches
 * the planner's own search already found, so the list does not search again.
 */
export type KeywordPlan = 'search' | 'walk' | { readonly matches: readonly number[] };

/** A list's searchable table: its alias in the list's query, the searched columns and its FTS5 table. */
export interface KeywordIndex {
  /** The table, e.g. `projects` (a module declares its own index: modules/project/keywords.ts). */
  table: string;
  /** Its alias in the list's query, e.g. `p`. */
  alias: string;
  columns: readonly string[];
  /** The SQLite FTS5 trigram table over `columns` (external content, rowid = id). */
  fts: string;
  /**
   * PostgreSQL: a stored column holding the lowercased `columns` joined by U+0001, tested with one LIKE instead
   * of lower() of each column (0.17 us an entry instead of 0.52), with its own trigram index.
   */
  folded?: string;
  /**
   * PostgreSQL: a stored column of the joints of `folded` (its three-character windows that hold a space, project
   * migration 106) with a GIN index. A search for a keyword with spaces reads only the rows that have every
   * joint of the keyword as well as its trigrams, so words that never meet are not read one by one.
   */
  joints?: string;
}

/**
 * What a searched match costs relative to a walked row. SQLite: a walk tests an index entry with `like`
 * in ~0.06 us, a search reads an FTS match and its row in ~1 us. PostgreSQL: a walk computes `lower()`
 * and `like` in ~0.5 us, a search rechecks a heap row in ~1.2 us. Measured at 100,000 projects.
 */
const SEARCH_COST_RATIO = { sqlite: 16, postgres: 2.5 } as const;

const searchable = (keyword: string) => [...keyword].length >= INDEXED_KEYWORD_LENGTH;
const ftsPhrase = (keyword: string) => `"${keyword.replace(/"/g, '""')}"`;

/**
 * `lower(column) like pattern or ...` over the index's columns, optionally prefixed by its alias; with `lower`
 * and a folded column, `folded like pattern`.
 */
function likeAny(index: KeywordIndex, pattern: string, lower: boolean, qualified: boolean) {
  if (lower && index.folded)
    return sql`${sql.ref(qualified ? `${index.alias}.${index.folded}` : index.folded)} like ${pattern} escape '\\'`;
  return sql.join(
    index.columns.map((column) => {
      const ref = sql.ref(qualified ? `${index.alias}.${column}` : column);
      return sql`${lower ? sql`lower(${ref})` : ref} like ${pattern} escape '\\'`;
    }),
    sql` or `,
  );
}

/**
 * The keyword condition on the list's table under `plan`. SQLite walks with a plain `like` (its LIKE folds
 * ASCII case itself; keywords with other characters always search, as FTS folds all of Unicode).
 * PostgreSQL's search runs first, alone, as an array (its planner answers it from the GIN indexes), and the
 * page is then read by primary key: as a join, the planner scanned the table to hash it (35 ms, now 2.5 ms).
 *
 * @example
 * query.where(keywordCondition(PROJECT_KEYWORDS, 'harbor', 'walk', false));
 */
export function keywordCondition(index: KeywordIndex, keyword: string, plan: KeywordPlan, postgres: boolean) {
  const pattern = containsPattern(keyword);
  const id = sql.ref(`${index.alias}.id`);
  if (typeof plan === 'object') return sql<SqlBool>`${id} in (select value from json_each(${JSON.stringify(plan.matches)}))`;
  if (postgres) {
    if (plan === 'search') return sql<SqlBool>`${id} = any(array(${postgresSearch(index, keyword)}))`;
    // strpos, not LIKE: no trigram index serves it, so whatever the planner estimates it walks as chosen here,
    // and a walk's statement can be planned once for any keyword; it also tests an entry faster (0.15 us, LIKE 0.18).
    if (index.folded) return sql<SqlBool>`strpos(${sql.ref(`${index.alias}.${index.folded}`)}, ${keyword.toLowerCase()}) > 0`;
    return sql<SqlBool>`(${likeAny(index, pattern, true, true)})`;
  }
  if (plan === 'search' && searchable(keyword)) {
    return sql<SqlBool>`${id} in (select rowid from ${sql.table(index.fts)} where ${sql.table(index.fts)} match ${ftsPhrase(keyword)})`;
  }
  return sql<SqlBool>`(${likeAny(index, pattern, false, true)})`;
}

/** PostgreSQL: the ids of the rows holding `keyword`, found through the keyword indexes (trigrams, and joints). */
function postgresSearch(index: KeywordIndex, keyword: string) {
  const joints = index.joints ? keywordJoints(keyword) : [];
  const meeting = joints.length ? sql` and ${sql.ref(index.joints!)} @> ${joints}::text[]` : sql``;
  return sql`select id from ${sql.table(index.table)} where ${likeAny(index, containsPattern(keyword), true, false)}${meeting}`;
}

/**
 * PostgreSQL: the rows holding `keyword`, counted up to `limit`. The search is a materialized CTE so that it is
 * planned without the limit, through the keyword index, and read only as far as the limit: under a LIMIT the
 * planner would scan the table expecting matches early, and read all of it for a rare keyword.
 */
async function searchedMatches(db: Kysely<Database>, index: KeywordIndex, keyword: string, limit: number): Promise<number> {
  const found = await sql<{ n: number | string }>`with found as materialized (${postgresSearch(index, keyword)})
    select count(*) as n from (select 1 from found limit ${limit}) as capped`.execute(db);
  return Number(found.rows[0]?.n ?? 0);
}

/** Sampled values (of about a hundred) below which a PostgreSQL estimate is checked against the keyword index. */
const FEW_SAMPLED = 2;

/**
 * The joints of `keyword` as PostgreSQL's search_text_joints() (migration 106) gives them for a text holding it: the
 * three-character windows (characters, not UTF-16 units) of its lowercase form that hold a space. A row whose
 * text contains the keyword has every one of them.
 *
 * @example
 * keywordJoints('River river'); // ['er ', 'r r', ' ri']
 */
export function keywordJoints(keyword: string): string[] {
  return keywordWindows(keyword).filter((window) => window.includes(' '));
}

/**
 * The distinct three-character windows (characters, not UTF-16 units) of `keyword` lower-cased, in order of first
 * appearance: what the keyword indexes' own windows (joints, gram bounds) are looked up by.
 *
 * @example
 * keywordWindows('River'); // ['riv', 'ive', 'ver']
 */
export function keywordWindows(keyword: string): string[] {
  const chars = [...keyword.toLowerCase()];
  const windows = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 1) windows.add(chars.slice(i, i + 3).join(''));
  return [...windows];
}

/**
 * The plan for `keyword` when `reach` matches are wanted. SQLite asks the FTS table for up to the break-even
 * number of matches (~0.1 us each); PostgreSQL estimates the matches as its planner does, from the column's
 * statistics read once per table (postgres-keyword-estimate.ts; one EXPLAIN when the table has none).
 *
 * @example
 * const plan = await keywordPlan(db, PROJECT_KEYWORDS, 'harbor', 120); // 'walk': one project in eight has it
 */
export async function keywordPlan(
  db: Kysely<Database>,
  index: KeywordIndex,
  keyword: string | undefined,
  reach: number,
): Promise<KeywordPlan> {
  if (!keyword || !searchable(keyword)) return 'walk';
  const statistics = keywordStatistics(db);
  const key = `${index.table}:${keyword}`;
  if (isPostgres(db)) {
    const { matches, table, sampled } = await statistics.remember(`pg:${key}`, () => postgresEstimates(db, index, keyword));
    const breakEven = breakEvenMatches(reach, table, 'postgres');
    if (matches < breakEven) return 'search';
    if (sampled === null || sampled > FEW_SAMPLED) return 'walk';
    // The estimate rests on one or two sampled values: count the real matches, up to break-even, in the keyword
    // index. A rare code fragment estimated at 1% walked the whole table (211 ms at 1,000,000 projects; 2 ms searched).
    const found = await statistics.remember(`pg-found:${key}:${breakEven}`, () => searchedMatches(db, index, keyword, breakEven));
    return found < breakEven ? 'search' : 'walk';
  }
  if (/[^ -~]/.test(keyword)) return 'search';
  const rows = await statistics.remember(`rows:${index.table}`, async () => {
    const last = await sql<{ id: number | null }>`select max(id) as id from ${sql.table(index.table)}`.execute(db);
    return Number(last.rows[0]?.id ?? 0);
  });
  const breakEven = breakEvenMatches(reach, rows, 'sqlite');
  const sampled = await statistics.remember(`sample:${key}`, () => newestMatches(db, index, keyword));
  if (sampled >= 2 * (breakEven / Math.max(rows, 1)) * SAMPLE_ROWS && sampled >= 4) return 'walk';
  // A keyword known to have at least break-even matches walks; otherwise the search runs here, once: fewer matches
  // than break-even are the list's candidates, so the list does not search again.
  const common = statistics.get<number>(`fts:${key}`);
  if (common !== undefined && common >= breakEven) return 'walk';
  const fts = sql.table(index.fts);
  const found = await sql<{
    id: number;
  }>`select rowid as id from ${fts} where ${fts} match ${ftsPhrase(keyword)} limit ${breakEven}`.execute(db);
  if (found.rows.length >= breakEven) {
    statistics.set(`fts:${key}`, found.rows.length);
    return 'walk';
  }
  return { matches: found.rows.map((row) => Number(row.id)) };
}

/** Rows of the newest that {@link newestMatches} tests: ~0.05 ms on a walk index. */
const SAMPLE_ROWS = 500;

/**
 * SQLite: how many of the newest SAMPLE_ROWS rows match (tested on the walk index's entries, ~0.05 ms). At twice
 * the break-even share and more, walking is surely the cheaper plan and the FTS probe is skipped: it costs
 * ~0.3 ms for a common word (its trigrams' long lists), a quarter of such a request. A keyword that is rare among
 * the newest rows, even if common among older ones, still gets the probe.
 */
async function newestMatches(db: Kysely<Database>, index: KeywordIndex, keyword: string): Promise<number> {
  const columns = sql.join(index.columns.map((column) => sql.ref(column)));
  const sample = await sql<{
    n: number;
  }>`select count(*) as n from (select ${columns} from ${sql.table(index.table)} order by created_at desc limit ${SAMPLE_ROWS})
    where ${likeAny(index, containsPattern(keyword), false, false)}`.execute(db);
  return Number(sample.rows[0]?.n ?? 0);
}

const breakEvenMatches = (reach: number, table: number, engine: keyof typeof SEARCH_COST_RATIO) =>
  Math.ceil(Math.sqrt((reach * table) / SEARCH_COST_RATIO[engine]));

type JsonPlan = { Plan: { Plans?: { 'Plan Rows': number }[] } };

/**
 * PostgreSQL's estimates of the keyword's matches and of the table's rows: from the folded column's statistics,
 * read once per table (postgres-keyword-estimate.ts), else from one EXPLAIN (no query runs).
 */
async function postgresEstimates(
  db: Kysely<Database>,
  index: KeywordIndex,
  keyword: string,
): Promise<{ matches: number; table: number; sampled: number | null }> {
  const folded = index.folded;
  const sample = folded
    ? await keywordStatistics(db).remember(`pg-sample:${index.table}`, () => readColumnSample(db, index.table, folded))
    : null;
  if (sample) return { ...estimateMatches(sample, keyword.toLowerCase()), table: sample.rows };
  const table = sql.table(index.table);
  const explained = await sql<{ 'QUERY PLAN': [JsonPlan] }>`explain (format json)
    select 1 from ${table} where ${likeAny(index, containsPattern(keyword), true, false)}
    union all select 1 from ${table}`.execute(db);
  const [matches, rows] = explained.rows[0]?.['QUERY PLAN'][0].Plan.Plans ?? [];
  return { matches: Number(matches?.['Plan Rows'] ?? 0), table: Number(rows?.['Plan Rows'] ?? 0), sampled: null };
}
