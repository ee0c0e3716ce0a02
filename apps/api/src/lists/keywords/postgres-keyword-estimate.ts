// PostgreSQL: how many rows a keyword's `column like '%keyword%'` matches, estimated here from the column's
// statistics instead of an EXPLAIN per keyword (issue 18). A varied project list sent an EXPLAIN for one
// request in four (every new code or code fragment): a round trip and a plan of a table with fourteen indexes.
// PostgreSQL estimates such a pattern from the same figures, the column's most common values and its
// histogram, read in pg_stats (selfuncs.c, patternsel): the share of the common values that match, by their
// frequencies, plus the share of the histogram's inner bounds that match, for the other rows, never below
// 1 in 10,000. The figures are read once per table (the planner's memo keeps them 30 s) and each keyword is
// tested against them here, in microseconds. Without a histogram (a table never analysed, a column with few
// distinct values) there is nothing to test and the caller asks EXPLAIN as before.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** A column's statistics as pg_stats holds them, and the table's rows. */
export interface ColumnSample {
  rows: number;
  nullFraction: number;
  common: readonly { value: string; frequency: number }[];
  /** The histogram's bounds, in order; the first and the last are left out of the estimate, as PostgreSQL does. */
  bounds: readonly string[];
}

/** The smallest and largest share of a pattern's histogram estimate (PostgreSQL clamps it so). */
const SHARE_FLOOR = 0.0001;
const SHARE_CEILING = 0.9999;

/** Fewest inner histogram bounds worth estimating from (PostgreSQL blends in a guess below 100). */
const MIN_INNER_BOUNDS = 98;

/**
 * Reads `table`.`column`'s statistics, or null when it has no histogram to estimate from.
 *
 * @example
 * const sample = await readColumnSample(db, 'projects', 'search_text');
 */
export async function readColumnSample(db: Kysely<Database>, table: string, column: string): Promise<ColumnSample | null> {
  const { rows } = await sql<{
    rows: number | string;
    null_frac: number | null;
    common_values: string[] | null;
    most_common_freqs: number[] | null;
    bounds: string[] | null;
  }>`select c.reltuples as rows, s.null_frac, s.most_common_vals::text::text[] as common_values, s.most_common_freqs,
       s.histogram_bounds::text::text[] as bounds
     from pg_class c join pg_stats s on s.schemaname = current_schema() and s.tablename = c.relname and s.attname = ${column}
     where c.oid = to_regclass(${table})`.execute(db);
  const [found] = rows;
  const bounds = found?.bounds ?? [];
  if (!found || bounds.length - 2 < MIN_INNER_BOUNDS) return null;
  const values = found.common_values ?? [];
  const frequencies = found.most_common_freqs ?? [];
  return {
    rows: Math.max(0, Number(found.rows)),
    nullFraction: Number(found.null_frac ?? 0),
    common: values.map((value, i) => ({ value, frequency: Number(frequencies[i] ?? 0) })),
    bounds,
  };
}

/** A keyword's estimated matches, and the sampled values the estimate rests on. */
export interface KeywordEstimate {
  /** The rows estimated to contain the keyword. */
  matches: number;
  /**
   * How many of the sample's values (common values and inner histogram bounds) contain it. The bounds are about a
   * hundred values picked from the table, so one or two of them say little: a code in 1 row of 10,000 that happens
   * to sit in one bound is estimated at 1 in 99.
   */
  sampled: number;
}

/**
 * The rows of `sample`'s table estimated to contain `folded` (a keyword already lowercased as the column is),
 * and the sampled values that estimate rests on.
 *
 * @example
 * estimateMatches({ rows: 1000, nullFraction: 0, common: [], bounds }, 'harbor'); // { matches: ~ 1000 x the bounds' share, sampled }
 */
export function estimateMatches(sample: ColumnSample, folded: string): KeywordEstimate {
  let commonShare = 0;
  let commonMatching = 0;
  let sampled = 0;
  for (const { value, frequency } of sample.common) {
    commonShare += frequency;
    if (value.includes(folded)) {
      commonMatching += frequency;
      sampled += 1;
    }
  }
  const inner = sample.bounds.slice(1, -1);
  const matching = inner.filter((bound) => bound.includes(folded)).length;
  const share = Math.min(SHARE_CEILING, Math.max(SHARE_FLOOR, matching / inner.length));
  const selectivity = share * Math.max(0, 1 - sample.nullFraction - commonShare) + commonMatching;
  return { matches: Math.min(1, selectivity) * sample.rows, sampled: sampled + matching };
}
