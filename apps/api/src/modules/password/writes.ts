import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record.js';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { checkPassword, PASSWORD_PROBLEM_MESSAGES } from '../../auth/password-policy.js';
import { endUserSessions } from '../../auth/sign-in-sessions.js';
import type { AuthContext } from '../../auth/types.js';
import type { Database } from '../../db/types.js';
import { ApiError, badRequest, Code } from '../../http/errors.js';
import { unbindMicrosoftAccounts } from '../msLogin/identities.js';

/** Wrong current passwords allowed per user in {@link FAILURE_WINDOW_MINUTES} before 429. */
export const MAX_FAILED_CHANGES = 5;
/** The window of {@link MAX_FAILED_CHANGES}. */
export const FAILURE_WINDOW_MINUTES = 15;

const ACTION = 'password.change';

/** Refuses (429) after too many wrong current passwords lately; counted from the audit log, so shared by every server. */
async function enforceFailureLimit(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MINUTES * 60_000).toISOString();
  const failures = await db
    .selectFrom('audit_log')
    .select('at')
    .where('actor_user_id', '=', userId)
    .where('action', '=', ACTION)
    .where('outcome', '=', 'failure')
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .limit(MAX_FAILED_CHANGES)
    .execute();
  const oldest = failures[MAX_FAILED_CHANGES - 1];
  if (oldest) {
    const seconds = Math.max(1, Math.ceil((Date.parse(oldest.at) + FAILURE_WINDOW_MINUTES * 60_000 - now.getTime()) / 1000));
    throw new ApiError(Code.tooManyAttempts, `Too many wrong passwords; retry in ${seconds} seconds`, { retryAfterSeconds: seconds });
  }
}

/**
 * Changes the caller's own password: the current one must match (400 naming currentPassword), the
 * new one must pass the policy and differ; clears must_change_password, ends the user's OTHER
 * sign-ins (the one making the call stays valid) and removes the account's Microsoft bindings. Returns how many sign-ins ended.
 */
export async function changeOwnPassword(
  db: Kysely<Database>,
  auth: AuthContext & { ip: string | null },
  input: { currentPassword: string; newPassword: string },
  now: Date,
): Promise<number> {
  await enforceFailureLimit(db, auth.userId, now);
  const user = await db.selectFrom('users').select(['password_hash', 'real_name']).where('id', '=', auth.userId).executeTakeFirstOrThrow();
  const audit = (trx: Kysely<Database>, outcome: 'success' | 'failure', detail: Record<string, unknown>) =>
    recordAudit(
      trx,
      {
        actorUserId: auth.userId,
        actorUsername: auth.username,
        action: ACTION,
        target: `user:${auth.username}`,
        detail,
        ip: auth.ip,
        outcome,
      },
      now,
    );
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    await audit(db, 'failure', { reason: 'wrong_current_password' });
    throw badRequest('currentPassword is incorrect', 'currentPassword');
  }
  const problem = await checkPassword(input.newPassword, { username: auth.username, realName: user.real_name });
  if (problem) throw badRequest(`newPassword: ${PASSWORD_PROBLEM_MESSAGES[problem]}`, 'newPassword');
  if (input.newPassword === input.currentPassword) throw badRequest('newPassword must differ from the current password', 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, must_change_password: 0, password_changed_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', auth.userId)
      .execute();
    const ended = await endUserSessions(trx, auth.userId, 'password_changed', now, auth.sessionId);
    const unboundMicrosoft = await unbindMicrosoftAccounts(trx, auth.userId);
    await audit(trx, 'success', { endedSessions: ended, unboundMicrosoft });
    return ended;
  });
}
