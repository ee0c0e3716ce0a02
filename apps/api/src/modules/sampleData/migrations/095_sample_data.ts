// Records that the sample data set was loaded (sample-data/): by the "Load sample data" button
// ('sample') or by the demo's first start ('demo'). One row at most (id is always 1), so two loads
// racing each other cannot both succeed, and a demo start can tell its own database from another.
import { sql, type Kysely } from 'kysely';
import { sqlIn } from '../../../db/migrations/portable.js';

/** Creates sample_data_loads. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sample_data_loads')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sqlIn('kind', ['sample', 'demo'])))
    .addColumn('loaded_at', 'text', (c) => c.notNull())
    .addColumn('loaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

/** Drops it. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sample_data_loads').execute();
}
