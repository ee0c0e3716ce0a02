import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { SmsMessage, SmsSender } from './types.js';

/** What the recorder stores in place of each secret of a message. */
export const MASKED_SECRET = '••••••';

/**
 * The text of `message` with its secrets masked, as it may be stored or logged.
 *
 * @example
 * maskSecrets({ phoneNumber: '+1555', body: 'Code 123456', secrets: ['123456'] }); // 'Code ••••••'
 */
export function maskSecrets(message: SmsMessage): string {
  return (message.secrets ?? []).filter((s) => s !== '').reduce((body, secret) => body.split(secret).join(MASKED_SECRET), message.body);
}

/**
 * The default {@link SmsSender}: records each message in `sent_messages`, with its secrets masked, and
 * sends nothing (no outside service). Operators read the outbox to see what was sent to whom; a
 * deployment that must deliver codes passes a provider's sender to `buildApp({ sms })`.
 *
 * @example
 * const sms = createRecordingSmsSender(db, () => new Date());
 * await sms.send({ phoneNumber: '+15550001', body: 'Your code is 123456', secrets: ['123456'] });
 */
export function createRecordingSmsSender(db: Kysely<Database>, now: () => Date): SmsSender {
  return {
    async send(message) {
      await db
        .insertInto('sent_messages')
        .values({ channel: 'sms', recipient: message.phoneNumber, body: maskSecrets(message), created_at: now().toISOString() })
        .execute();
    },
  };
}
