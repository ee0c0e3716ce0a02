// A second factor (issue 36, ASVS 5.0 V6.3.3): TOTP authenticators, passkeys (WebAuthn) and recovery codes per user, the short-lived
// challenges between a right password and the second step, a per-role requirement (off for every existing
// role: an upgrade does not hold anyone to enrolment; a new installation's seed turns it on for admin) and a
// session flag for a sign-in that may only enrol.
import type { Kysely } from 'kysely';
import { sqlIn, withId } from '../../../db/migrations/portable.js';

/** Creates second_factors, second_factor_recovery_codes, second_factor_challenges and the two flags. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('second_factors'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sqlIn('kind', ['totp', 'passkey'])))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('secret', 'text')
    .addColumn('credential_id', 'text', (c) => c.unique())
    .addColumn('public_key', 'text')
    .addColumn('sign_count', 'integer')
    .addColumn('transports', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('last_step', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('second_factors_user_idx').on('second_factors').columns(['user_id', 'id']).execute();

  await withId(db, db.schema.createTable('second_factor_recovery_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('second_factor_recovery_codes_user_idx').on('second_factor_recovery_codes').column('user_id').execute();

  await db.schema
    .createTable('second_factor_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('webauthn_challenge', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('second_factor_challenges_user_idx').on('second_factor_challenges').column('user_id').execute();

  await db.schema
    .alterTable('roles')
    .addColumn('second_factor_required', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('auth_sessions')
    .addColumn('enrol_only', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

/** Drops the tables and flags. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_sessions').dropColumn('enrol_only').execute();
  await db.schema.alterTable('roles').dropColumn('second_factor_required').execute();
  for (const table of ['second_factor_challenges', 'second_factor_recovery_codes', 'second_factors']) {
    await db.schema.dropTable(table).execute();
  }
}
