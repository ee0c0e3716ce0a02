import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { SmsSender } from './types.js';

/**
 * The default {@link SmsSender}: records each message in `sent_messages` and sends nothing
 * (no outside service). Operators and tests read the outbox from the database.
 */
export function createRecordingSmsSender(db: Kysely<Database>, now: () => Date): SmsSender {
  return {
    async send(message) {
      await db
        .insertInto('sent_messages')
        .values({ channel: 'sms', recipient: message.phoneNumber, body: message.body, created_at: now().toISOString() })
        .execute();
    },
  };
}
