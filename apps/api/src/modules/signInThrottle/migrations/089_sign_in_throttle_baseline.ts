// Baseline (issue 41): the sign-in throttle's tables as migrations 089 and 109 (deleted since; a database that
// ran them skips this) left them, in one step for a new database. Failed sign-ins are counted per account from one
// place (an address, or a device that signed in to it before) and per address, in the database so every server
// on it shares them; a device that signed in is remembered by the hash of its cookie.
import type { Kysely } from 'kysely';
import { sqlIn } from '../../../db/migrations/portable.js';

/** Creates sign_in_counters and sign_in_devices. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_counters')
    .addColumn('kind', 'text', (c) => c.notNull().check(sqlIn('kind', ['account_address', 'device', 'address'])))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('account', 'text')
    .addColumn('address', 'text')
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_counters_pk', ['kind', 'key'])
    .execute();
  await db.schema.createIndex('sign_in_counters_account_idx').on('sign_in_counters').column('account').execute();
  await db.schema.createIndex('sign_in_counters_address_idx').on('sign_in_counters').column('address').execute();

  await db.schema
    .createTable('sign_in_devices')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_devices_user_idx').on('sign_in_devices').columns(['user_id', 'last_used_at']).execute();
}

/** Drops them. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_devices').execute();
  await db.schema.dropTable('sign_in_counters').execute();
}
