import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { SmsSender } from './types.js';

/**
 * The {@link SmsSender} of development and the demo (no SMS gateway configured): records each message in
 * `sent_messages` as the phone would show it, and sends nothing. Admins read it on the SMS outbox page
 * (operation `verifyCode:outbox`) to finish a flow that waits for a code; a code is of use only to the account
 * that asked for it, and only with that account's password. Everywhere else (the audit log, server logs, the
 * verification code list) codes are never shown; a deployment that must deliver codes sets SMS_GATEWAY_URL.
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
        .values({ channel: 'sms', recipient: message.phoneNumber, body: message.body, created_at: now().toISOString() })
        .execute();
    },
  };
}
