import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record.js';
import { verifyPassword } from '../../auth/password.js';
import type { Database } from '../../db/types.js';
import { badRequest, notFound } from '../../http/errors.js';
import { spendTry, verifyCode, verifyFailureMessage } from '../verifyCode/codes.js';
import type { Actor } from './writes.js';
import type { ChangePhoneNumberRequest } from './schemas.js';

/**
 * Changes the caller's own phone number after checking their current password and the code sent
 * to the NEW number. A wrong password also spends a try of that code, so guesses stay bounded by
 * the code's try limit and the send rate limit.
 */
export async function changeOwnPhoneNumber(
  db: Kysely<Database>,
  actor: Actor,
  input: ChangePhoneNumberRequest,
  now: Date,
): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['password_hash', 'phone_number'])
    .where('id', '=', actor.userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound('User not found');
  const target = { userId: actor.userId, phoneNumber: input.phoneNumber, purpose: 'changePhoneNumber' as const };
  const failed = (reason: string) =>
    recordAudit(
      db,
      {
        actorUserId: actor.userId,
        actorUsername: actor.username,
        action: 'user.changePhoneNumber',
        target: `user:${actor.username}`,
        detail: { reason },
        ip: actor.ip,
        outcome: 'failure',
      },
      now,
    );
  if (!(await verifyPassword(user.password_hash, input.password))) {
    await spendTry(db, target, now);
    await failed('wrong_password');
    throw badRequest('password is incorrect', 'password');
  }
  const result = await verifyCode(db, { ...target, code: input.code.trim() }, now);
  if (!result.ok) {
    await failed(`code_${result.reason}`);
    throw badRequest(verifyFailureMessage(result), 'code');
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ phone_number: input.phoneNumber, updated_at: now.toISOString() })
      .where('id', '=', actor.userId)
      .execute();
    await recordAudit(
      trx,
      {
        actorUserId: actor.userId,
        actorUsername: actor.username,
        action: 'user.changePhoneNumber',
        target: `user:${actor.username}`,
        detail: { from: user.phone_number, to: input.phoneNumber },
        ip: actor.ip,
        outcome: 'success',
      },
      now,
    );
  });
  return input.phoneNumber;
}
