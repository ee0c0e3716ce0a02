// The SQLite half of the list query-plan check (list-plans.test.ts, issue 8): which steps of a query's
// `EXPLAIN QUERY PLAN` read a whole big table or sort what it matched.
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { LoggedQuery } from './list-plan-requests.js';

/**
 * Plan lines that mean a query reads a whole big table or sorts what it matched: a scan without an index,
 * a sort in a temporary b-tree, or a count that walks a whole index (a count must be capped by a LIMIT).
 * Plans name tables by their alias; the SQL maps aliases back. `smallTables` may be scanned and sorted.
 */
export function sqliteCostlySteps(plan: string[], query: string, smallTables: readonly string[]): string[] {
  const tableOf = new Map([...query.matchAll(/"(\w+)" as "(\w+)"/g)].map((m) => [m[2] as string, m[1] as string]));
  // json_each reads a list parameter (db/prepared-query.ts): the page's ids, never a table.
  const small = (name: string) => name === 'json_each' || smallTables.includes(tableOf.get(name) ?? name);
  const tables = plan.flatMap((line) => /^(?:SCAN|SEARCH) (\w+)/.exec(line)?.[1] ?? []);
  const count = /count\(/i.test(query) && !/ limit /i.test(query);
  // A derived table (`from (select ...) as s`) is scanned as the rows its own plan lines produced, not a table.
  const derived = new Set(plan.flatMap((line) => /^(?:CO-ROUTINE|MATERIALIZE) (\w+)/.exec(line)?.[1] ?? []));
  return plan.filter((line) => {
    if (/USE TEMP B-TREE FOR (ORDER BY|LAST TERM)/.test(line)) return !tables.every(small);
    const scan = /^SCAN (\w+)( USING (COVERING )?INDEX)?/.exec(line);
    // An FTS5 table answering MATCH (`VIRTUAL TABLE INDEX n:M...`) reads its index, not every row.
    if (
      !scan ||
      small(scan[1] as string) ||
      derived.has(scan[1] as string) ||
      /^SCAN CONSTANT ROW/.test(line) ||
      / VIRTUAL TABLE INDEX \d+:M/.test(line)
    )
      return false;
    return !scan[2] || count;
  });
}

/** Explains `query` (with its parameters) on the SQLite database `db` and returns its costly steps. */
export async function sqlitePlanSteps(db: Kysely<Database>, query: LoggedQuery, smallTables: readonly string[]): Promise<string[]> {
  const explained = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
  return sqliteCostlySteps(
    explained.rows.map((r) => r.detail),
    query.sql,
    smallTables,
  );
}
