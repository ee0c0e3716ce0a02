// Sign-in throttling keeps its failure counters in the database, so every server on one database shares
// them (modules/signInThrottle).
import type { Kysely } from 'kysely';
import { sqlIn } from '../../../../db/migrations/portable.js';

/** Creates sign_in_failures, one row per counter. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('kind', 'text', (c) => c.notNull().check(sqlIn('kind', ['account', 'address'])))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_failures_pk', ['kind', 'key'])
    .execute();
}

/** Drops it. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').execute();
}
