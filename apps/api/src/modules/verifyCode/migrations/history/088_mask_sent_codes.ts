// Verification codes were kept in clear in the outbox (`sent_messages`). New messages are stored with
// the code masked (sms/recording-sender.ts); this masks the ones already there.
import type { Kysely } from 'kysely';

const CODE_IN_TEXT = /\b\d{6}\b/g;

/** Masks every 6-digit code in recorded SMS texts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const outbox = db as Kysely<{ sent_messages: { id: number; body: string; channel: string } }>;
  const rows = await outbox.selectFrom('sent_messages').select(['id', 'body']).where('channel', '=', 'sms').execute();
  for (const row of rows) {
    const masked = row.body.replace(CODE_IN_TEXT, '••••••');
    if (masked !== row.body) await outbox.updateTable('sent_messages').set({ body: masked }).where('id', '=', row.id).execute();
  }
}

/** Masked codes cannot be brought back. */
export async function down(): Promise<void> {}
