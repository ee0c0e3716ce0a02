// An SMS sender for tests that keeps the messages in memory, so a test can read the code a user would
// receive on their phone, while the database outbox holds it masked as in production.
import type { SmsMessage, SmsSender } from '../sms/types.js';

/** A sender that keeps what it was given, and the last verification code per number. */
export interface CapturedSms {
  sender: SmsSender;
  messages: SmsMessage[];
  /** The last secret sent to `phoneNumber`; throws when none was. */
  lastCode(phoneNumber: string): string;
}

/**
 * Captures sent messages in memory; pass `sender` as `startTestApp(target, { sms: sender })`.
 *
 * @example
 * const sms = captureSms();
 * const t = await startTestApp(target, { sms: sms.sender });
 * const code = sms.lastCode('+15550001');
 */
export function captureSms(): CapturedSms {
  const messages: SmsMessage[] = [];
  return {
    messages,
    sender: { send: async (message) => void messages.push(message) },
    lastCode(phoneNumber) {
      const last = messages.filter((m) => m.phoneNumber === phoneNumber).at(-1);
      const code = last?.secrets?.[0];
      if (!code) throw new Error(`no code was sent to ${phoneNumber}`);
      return code;
    },
  };
}
