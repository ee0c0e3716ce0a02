// Microsoft (OpenID Connect) sign-in: in-flight authorization requests, one-time sign-in tickets,
// identities waiting to be bound to a staff account, and the bindings themselves. Everything the
// flow needs lives here (no server memory), so several servers can share one database.
import type { Kysely } from 'kysely';
import { withId } from '../../../db/migrations/portable.js';

/** Creates oidc_transactions, oidc_login_tickets, pending_bindings and external_identities. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('oidc_transactions'))
    .addColumn('state_hash', 'text', (c) => c.notNull().unique())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('browser_hash', 'text', (c) => c.notNull())
    .addColumn('return_to', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oidc_transactions_expires_idx').on('oidc_transactions').column('expires_at').execute();

  await withId(db, db.schema.createTable('oidc_login_tickets'))
    .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('identity_id', 'integer', (c) => c.notNull())
    .addColumn('browser_hash', 'text', (c) => c.notNull())
    .addColumn('return_to', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oidc_login_tickets_expires_idx').on('oidc_login_tickets').column('expires_at').execute();

  await withId(db, db.schema.createTable('pending_bindings'))
    .addColumn('pending_hash', 'text', (c) => c.notNull().unique())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('oid', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('browser_hash', 'text', (c) => c.notNull())
    .addColumn('return_to', 'text', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema.createIndex('pending_bindings_expires_idx').on('pending_bindings').column('expires_at').execute();

  await withId(db, db.schema.createTable('external_identities'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('oid', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text')
    .addUniqueConstraint('external_identities_subject_uq', ['provider', 'tenant', 'oid'])
    .addUniqueConstraint('external_identities_user_uq', ['provider', 'user_id'])
    .execute();
  await db.schema.createIndex('external_identities_user_idx').on('external_identities').column('user_id').execute();
}

/** Drops the Microsoft sign-in tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('external_identities').execute();
  await db.schema.dropTable('pending_bindings').execute();
  await db.schema.dropTable('oidc_login_tickets').execute();
  await db.schema.dropTable('oidc_transactions').execute();
}
