// SQLite only (issue 8): the (status, sort column) indexes of migration 070 also carry id, name and code,
// so a keyword page that walks an index in sort order tests `lower(name|code) like` on the index entry
// and reads the table row only for matches. Measured at 100,000 projects: a page sorted by name whose
// keyword rows cluster far down the order went from 12-65 ms to 2-8 ms; by creation date 1.0 -> 0.4 ms.
// PostgreSQL keeps its indexes: its planner uses the pg_trgm indexes of migration 070 for such pages.
import type { Kysely } from 'kysely';
import { isPostgres } from '../../../../db/migrations/portable.js';

const SORTS: readonly { old: string; column: string }[] = [
  { old: 'projects_status_created_idx', column: 'created_at' },
  { old: 'projects_status_name_idx', column: 'name' },
  { old: 'projects_status_code_idx', column: 'code' },
  { old: 'projects_status_start_idx', column: 'start_date' },
];

/** The covering index's columns: status, the sort column, id (the tie-break), then name and code. */
function coverColumns(column: string): string[] {
  return ['status', column, 'id', ...['name', 'code'].filter((c) => c !== column)];
}

/** Replaces each (status, sort) index with its covering version. */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const { old, column } of SORTS) {
    await db.schema.dropIndex(old).execute();
    await db.schema.createIndex(`${old}_cover`).on('projects').columns(coverColumns(column)).execute();
  }
}

/** Puts the (status, sort) indexes of migration 070 back. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const { old, column } of SORTS) {
    await db.schema.dropIndex(`${old}_cover`).execute();
    await db.schema.createIndex(old).on('projects').columns(['status', column]).execute();
  }
}
