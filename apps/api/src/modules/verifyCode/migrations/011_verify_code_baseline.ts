// Baseline (issue 41): the verification tables as migration 011 made them (088, which masked codes already in
// the outbox, has nothing to do on a new database); both deleted since; a database that ran them skips this.
// Verification codes (stored hashed, never in clear) and the outbox of messages the default SMS
// sender records instead of calling an outside service.
import type { Kysely } from 'kysely';
import { sqlIn, withId } from '../../../db/migrations/portable.js';

/** Creates verify_codes and sent_messages with the indexes their lists and rate limits use. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('verify_codes'))
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('code_salt', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('issued')
        .check(sqlIn('status', ['issued', 'used', 'locked'])),
    )
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('verify_codes_phone_created_idx').on('verify_codes').columns(['phone_number', 'created_at']).execute();
  await db.schema.createIndex('verify_codes_created_idx').on('verify_codes').column('created_at').execute();
  await db.schema.createIndex('verify_codes_status_expires_idx').on('verify_codes').columns(['status', 'expires_at']).execute();
  // Core migration 075 made this one while core history was not folded; a database that ran this baseline ran 075.
  await db.schema.createIndex('verify_codes_status_created_idx').on('verify_codes').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('verify_codes_purpose_idx').on('verify_codes').columns(['purpose', 'created_at']).execute();
  await db.schema.createIndex('verify_codes_user_idx').on('verify_codes').column('user_id').execute();

  await withId(db, db.schema.createTable('sent_messages'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sent_messages_recipient_idx').on('sent_messages').columns(['recipient', 'created_at']).execute();
}

/** Drops the verification tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sent_messages').execute();
  await db.schema.dropTable('verify_codes').execute();
}
