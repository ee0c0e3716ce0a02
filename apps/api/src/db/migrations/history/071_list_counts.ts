// Totals of filtered lists, shared by every server on the database: a list whose count would scan
// many rows stores it here for a few seconds (modules/project/list-counts.ts); writes to the listed
// table delete the list's rows, so a total never lags the server's own writes.
import type { Kysely } from 'kysely';

/** Creates list_counts (list, filter key) -> total, capped flag, expiry. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('list_counts')
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('filter_key', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('capped', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('list_counts_pk', ['list', 'filter_key'])
    .execute();
}

/** Drops list_counts. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('list_counts').execute();
}
