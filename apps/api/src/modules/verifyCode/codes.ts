import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { ApiError, Code } from '../../http/errors.js';
import type { SmsSender } from '../../sms/types.js';
import type { VerifyCodeSendResult, VerifyPurpose } from './schemas.js';

/** Lifetime, tries and send limits of verification codes. */
export const VERIFY_CODE_RULES = {
  ttlMinutes: 10,
  maxTries: 5,
  /** Per phone number: one code per minute and five per hour. */
  minGapSeconds: 60,
  perHourPerNumber: 5,
  /** Per requesting user, across numbers. */
  perHourPerUser: 10,
} as const;

const HOUR_MS = 3_600_000;

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('hex');
}

function tooMany(what: string, retryAtMs: number, nowMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil((retryAtMs - nowMs) / 1000));
  return new ApiError(Code.tooManyAttempts, `Too many codes ${what}; retry in ${seconds} seconds`, { retryAfterSeconds: seconds });
}

/** Refuses (429, saying when to retry) when the number or the user has had too many codes lately. */
async function enforceSendLimits(db: Kysely<Database>, phoneNumber: string, userId: number, now: Date): Promise<void> {
  const nowMs = now.getTime();
  const since = new Date(nowMs - HOUR_MS).toISOString();
  const recent = await db
    .selectFrom('verify_codes')
    .select('created_at')
    .where('phone_number', '=', phoneNumber)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(VERIFY_CODE_RULES.perHourPerNumber)
    .execute();
  const latest = recent[0];
  if (latest && nowMs - Date.parse(latest.created_at) < VERIFY_CODE_RULES.minGapSeconds * 1000) {
    throw tooMany('for this number', Date.parse(latest.created_at) + VERIFY_CODE_RULES.minGapSeconds * 1000, nowMs);
  }
  const fifth = recent[VERIFY_CODE_RULES.perHourPerNumber - 1];
  if (fifth) throw tooMany('for this number in the last hour', Date.parse(fifth.created_at) + HOUR_MS, nowMs);
  const byUser = await db
    .selectFrom('verify_codes')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(VERIFY_CODE_RULES.perHourPerUser)
    .execute();
  const last = byUser[VERIFY_CODE_RULES.perHourPerUser - 1];
  if (last) throw tooMany('requested by you in the last hour', Date.parse(last.created_at) + HOUR_MS, nowMs);
}

/** The text of a code's message, in English and Chinese (the server does not know the reader's language). */
export function verificationText(code: string): string {
  const minutes = VERIFY_CODE_RULES.ttlMinutes;
  return `Your verification code is ${code}. It expires in ${minutes} minutes. 您的验证码是 ${code}，${minutes} 分钟内有效。`;
}

/** What the sender of a code learns: when it expires and when another may be asked for. */
export type IssuedCode = VerifyCodeSendResult;

/**
 * Issues a 6-digit code (crypto random) for `userId` to use with `phoneNumber`, stores only its
 * salted hash, and hands the text to the SMS sender. Rate limited per number and per user (429).
 */
export async function issueCode(
  db: Kysely<Database>,
  sms: SmsSender,
  input: { userId: number; phoneNumber: string; purpose: VerifyPurpose },
  now: Date,
): Promise<IssuedCode> {
  await enforceSendLimits(db, input.phoneNumber, input.userId, now);
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + VERIFY_CODE_RULES.ttlMinutes * 60_000).toISOString();
  const row = await db
    .insertInto('verify_codes')
    .values({
      phone_number: input.phoneNumber,
      purpose: input.purpose,
      user_id: input.userId,
      code_salt: salt,
      code_hash: hashCode(salt, code),
      status: 'issued',
      tries: 0,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    await sms.send({ phoneNumber: input.phoneNumber, body: verificationText(code), secrets: [code] });
  } catch (error) {
    await db.deleteFrom('verify_codes').where('id', '=', row.id).execute();
    throw error;
  }
  return { expiresAt, retryAfterSeconds: VERIFY_CODE_RULES.minGapSeconds };
}

/** Which code a verification is about: the latest one `userId` asked for this number and purpose. */
export interface VerifyInput {
  userId: number;
  phoneNumber: string;
  purpose: VerifyPurpose;
}

/** Outcome of a verification; `mismatch` says how many tries remain. */
export type VerifyResult =
  { ok: true } | { ok: false; reason: 'missing' | 'expired' | 'used' | 'locked' } | { ok: false; reason: 'mismatch'; triesLeft: number };

/** Human-readable text for a failed {@link VerifyResult}. */
export function verifyFailureMessage(result: Exclude<VerifyResult, { ok: true }>): string {
  switch (result.reason) {
    case 'missing':
      return 'code was not sent to this number; send a code first';
    case 'expired':
      return 'code has expired; send a new code';
    case 'used':
      return 'code was already used; send a new code';
    case 'locked':
      return 'code is locked after too many tries; send a new code';
    case 'mismatch':
      return `code is incorrect (${result.triesLeft} tries left)`;
  }
}

/**
 * Counts one try on the latest code of `input` and, when `candidate` matches, marks it used (single
 * use). The try is counted before comparing and both writes are conditional, so concurrent
 * attempts on several servers can neither exceed the try limit nor use a code twice. A null
 * candidate spends a try without matching (a wrong password next to the code counts too).
 */
async function attempt(db: Kysely<Database>, input: VerifyInput, candidate: string | null, now: Date): Promise<VerifyResult> {
  const row = await db
    .selectFrom('verify_codes')
    .select(['id', 'code_salt', 'code_hash', 'status', 'tries', 'expires_at'])
    .where('user_id', '=', input.userId)
    .where('phone_number', '=', input.phoneNumber)
    .where('purpose', '=', input.purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'missing' };
  if (row.status !== 'issued') return { ok: false, reason: row.status };
  if (Date.parse(row.expires_at) <= now.getTime()) return { ok: false, reason: 'expired' };
  const counted = await db
    .updateTable('verify_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', row.id)
    .where('status', '=', 'issued')
    .where('tries', '<', VERIFY_CODE_RULES.maxTries)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) === 0) return { ok: false, reason: 'locked' };
  const tries = row.tries + 1;
  const expected = Buffer.from(row.code_hash, 'hex');
  const matches =
    candidate !== null && /^[0-9]{6}$/.test(candidate) && timingSafeEqual(Buffer.from(hashCode(row.code_salt, candidate), 'hex'), expected);
  if (matches) {
    const used = await db
      .updateTable('verify_codes')
      .set({ status: 'used', used_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'issued')
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1 ? { ok: true } : { ok: false, reason: 'used' };
  }
  if (tries >= VERIFY_CODE_RULES.maxTries) {
    await db.updateTable('verify_codes').set({ status: 'locked' }).where('id', '=', row.id).where('status', '=', 'issued').execute();
    return { ok: false, reason: 'locked' };
  }
  return { ok: false, reason: 'mismatch', triesLeft: VERIFY_CODE_RULES.maxTries - tries };
}

/** Checks and consumes a code (internal: used by changePhoneNumber). */
export function verifyCode(db: Kysely<Database>, input: VerifyInput & { code: string }, now: Date): Promise<VerifyResult> {
  return attempt(db, input, input.code, now);
}

/** Spends one try on the current code without a match (e.g. the password next to it was wrong). */
export async function spendTry(db: Kysely<Database>, input: VerifyInput, now: Date): Promise<void> {
  await attempt(db, input, null, now);
}
