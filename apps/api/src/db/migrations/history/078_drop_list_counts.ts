// Project totals are kept in memory as of the project list's version now (modules/project/list-counts.ts):
// exact, and a list request writes nothing. The table of shared, time-limited totals (migration 071) goes.
import type { Kysely } from 'kysely';
import { up as createListCounts } from './071_list_counts.js';

/** Drops list_counts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('list_counts').execute();
}

/** Creates list_counts again, empty. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await createListCounts(db);
}
