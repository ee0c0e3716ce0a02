// Sign-in throttling that strangers cannot turn against an account's owner (issue 36): counters no longer
// exist for a whole account, only for an account from one place (an address, or a device that signed in to it
// before) and for an address. A device that signed in is remembered by the hash of its cookie. The old
// account-wide counters are dropped on the way (they are the locks that let anyone lock anyone out); the
// address counters are carried over.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { sqlIn } from '../../../../db/migrations/portable.js';

/** Creates sign_in_counters (from sign_in_failures' address rows) and sign_in_devices. */
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
  await sql`insert into sign_in_counters (kind, key, account, address, failures, last_failure_at)
    select 'address', key, null, key, failures, last_failure_at from sign_in_failures where kind = 'address'`.execute(db);
  await db.schema.dropTable('sign_in_failures').execute();

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

/** Back to account and address counters (address rows carried back; devices forgotten). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_devices').execute();
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('kind', 'text', (c) => c.notNull().check(sqlIn('kind', ['account', 'address'])))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_failures_pk', ['kind', 'key'])
    .execute();
  await sql`insert into sign_in_failures (kind, key, failures, last_failure_at)
    select 'address', key, failures, last_failure_at from sign_in_counters where kind = 'address'`.execute(db);
  await db.schema.dropTable('sign_in_counters').execute();
}
