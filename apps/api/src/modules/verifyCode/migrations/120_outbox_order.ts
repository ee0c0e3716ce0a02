// The outbox page (menu entry SmsOutbox, operation verifyCode:outbox) lists sent_messages newest first, all of
// them or one recipient's: each list walks its own index in that order. The menu entry and its operation reach
// existing databases through the seed (inserted when missing, granted to admin).
import type { Kysely } from 'kysely';

/** Indexes the outbox's order, with and without a recipient. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('sent_messages_created_id_idx').on('sent_messages').columns(['created_at', 'id']).execute();
  await db.schema.dropIndex('sent_messages_recipient_idx').execute();
  await db.schema.createIndex('sent_messages_recipient_idx').on('sent_messages').columns(['recipient', 'created_at', 'id']).execute();
}

/** Back to the recipient index of migration 011. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sent_messages_created_id_idx').execute();
  await db.schema.dropIndex('sent_messages_recipient_idx').execute();
  await db.schema.createIndex('sent_messages_recipient_idx').on('sent_messages').columns(['recipient', 'created_at']).execute();
}
