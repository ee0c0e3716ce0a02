// The PostgreSQL half of the list query-plan check (list-plans.test.ts, issue 8). A small test table is
// always cheapest to scan, so each query is explained with sequential scans and sorts disabled for its
// transaction: the planner then shows whether an index COULD serve it. A sequential scan, a sort of a big
// table's rows or a walk of a whole index that remains means no index serves that filter or sort.
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { LoggedQuery } from './list-plan-requests.js';

/** A node of `EXPLAIN (FORMAT JSON)`: the fields the check reads. */
export interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  'Sort Key'?: string[];
  'Presorted Key'?: string[];
  Plans?: PlanNode[];
}

/** Nodes that hand their input's rows on in the same order, so a LIMIT above them still stops an index walk. */
const ORDER_KEEPING = new Set(['Limit', 'Nested Loop', 'Subquery Scan', 'Result', 'Unique', 'Append', 'Merge Append', 'Gather Merge']);
const INDEX_SCANS = new Set(['Index Scan', 'Index Only Scan']);

/**
 * An incremental sort that only orders rows tying on every sort column by the `id` tie-break: the index
 * delivers the list's order and the ties (rows with the same timestamp, name or date) are sorted as they
 * stream, bounded by the largest tie and stopped by the LIMIT. It is what SQLite gets free (its indexes
 * end with the rowid); a PostgreSQL b-tree keeps ties in physical order.
 */
function sortsTiesById(node: PlanNode): boolean {
  const keys = (node['Sort Key'] ?? []).map((key) => key.replace(/ DESC$/, '')); // presorted keys have no direction
  const presorted = node['Presorted Key'] ?? [];
  return (
    node['Node Type'] === 'Incremental Sort' &&
    presorted.length === keys.length - 1 &&
    presorted.every((key, i) => key === keys[i]) &&
    /(^|\.)id$/.test(keys.at(-1) ?? '')
  );
}

/** Whether `node` reads a table that is not one of `smallTables`. */
const bigIn = (smallTables: readonly string[]) => (node: PlanNode) =>
  node['Relation Name'] !== undefined && !smallTables.includes(node['Relation Name']);

/** Big tables whose rows flow into `node` (not those read by its subplans). */
function bigTablesUnder(node: PlanNode, big: (node: PlanNode) => boolean): string[] {
  const inputs = (node.Plans ?? []).filter((p) => !/^(SubPlan|InitPlan)$/.test(p['Parent Relationship'] ?? ''));
  return [...(big(node) ? [node['Relation Name'] as string] : []), ...inputs.flatMap((input) => bigTablesUnder(input, big))];
}

/** The index scans that build a bitmap heap scan's bitmap (under its BitmapAnd / BitmapOr nodes). */
function bitmapIndexScans(node: PlanNode): PlanNode[] {
  return (node.Plans ?? []).flatMap((child) =>
    child['Node Type'] === 'Bitmap Index Scan' ? [child] : /^Bitmap(And|Or)$/.test(child['Node Type']) ? bitmapIndexScans(child) : [],
  );
}

/**
 * Plan nodes that mean a query reads a whole big table or sorts what it matched: a sequential scan, a sort
 * (or incremental sort) of a big table's rows, a bitmap built from a whole index, or a walk of a whole
 * index (no index condition) that no LIMIT stops in the query's order — for an uncapped count, any such
 * walk. An unfiltered read straight under a LIMIT (a capped count of every row) is bounded by the LIMIT
 * whatever the plan (with sequential scans allowed it reads just that many rows), so it is not costly.
 * `smallTables` may be scanned and sorted.
 */
export function postgresCostlySteps(root: PlanNode, query: string, smallTables: readonly string[]): string[] {
  const big = bigIn(smallTables);
  const count = /count\(/i.test(query) && !/ limit /i.test(query);
  const ordered = / order by /i.test(query);
  const steps: string[] = [];
  // limited: the node's rows reach a LIMIT in the order they come; capped: they go straight into a LIMIT.
  const visit = (node: PlanNode, limited: boolean, capped: boolean) => {
    const type = node['Node Type'];
    const table = node['Relation Name'];
    const unfiltered = !node.Filter && !node['Index Cond'] && !node['Recheck Cond'];
    if (big(node) && !(capped && unfiltered)) {
      if (type === 'Seq Scan') steps.push(`SEQ SCAN ${table}`);
      if (INDEX_SCANS.has(type) && !node['Index Cond'] && (count || !limited || (node.Filter && !ordered))) {
        steps.push(`FULL ${type.toUpperCase()} ${node['Index Name']} OF ${table}${count ? ' for a count' : ''}`);
      }
      // A bitmap reads all its index entries before the first row: no LIMIT stops it.
      for (const index of type === 'Bitmap Heap Scan' ? bitmapIndexScans(node) : []) {
        if (!index['Index Cond']) steps.push(`FULL BITMAP INDEX SCAN ${index['Index Name']} OF ${table}`);
      }
    }
    const sort = (type === 'Sort' || type === 'Incremental Sort') && !sortsTiesById(node);
    const sorted = sort ? bigTablesUnder(node, big) : [];
    if (sorted.length) steps.push(`${type.toUpperCase()} BY ${node['Sort Key']?.join(', ')} OF ${sorted.join(', ')}`);
    for (const child of node.Plans ?? []) {
      const outer = child['Parent Relationship'] === 'Outer';
      visit(child, outer && (type === 'Limit' || (limited && (ORDER_KEEPING.has(type) || sortsTiesById(node)))), outer && type === 'Limit');
    }
  };
  visit(root, false, false);
  return steps;
}

/**
 * Explains `query` (with its parameters) on the PostgreSQL database `db`, in a transaction where only an
 * index can avoid a sequential scan or a sort, and returns its costly steps (`smallTables` may be scanned and sorted).
 */
export async function postgresPlanSteps(db: Kysely<Database>, query: LoggedQuery, smallTables: readonly string[]): Promise<string[]> {
  const root = await db.transaction().execute(async (trx) => {
    for (const setting of ['enable_seqscan = off', 'enable_sort = off']) await trx.executeQuery(CompiledQuery.raw(`set local ${setting}`));
    const explained = await trx.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
    );
    return explained.rows[0]?.['QUERY PLAN'][0]?.Plan;
  });
  if (!root) throw new Error(`no plan for ${query.sql}`);
  return postgresCostlySteps(root, query.sql, smallTables);
}
