import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record.js';
import { createSession } from '../../auth/sign-in-sessions.js';
import type { SessionPolicy } from '../../auth/types.js';
import { loadUserInfo } from '../../auth/user-info.js';
import type { Database } from '../../db/types.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { MicrosoftSignInConfig } from '../../oidc/types.js';
import type { MsSignInResult } from './schemas.js';

/** Answer of every ms route while MS_* is not set. */
export const NOT_CONFIGURED = 'Microsoft sign-in is not configured';

/** The Microsoft configuration, or the 404 envelope 'Microsoft sign-in is not configured'. */
export function requireConfigured(config: MicrosoftSignInConfig | undefined): MicrosoftSignInConfig {
  if (!config) throw notFound(NOT_CONFIGURED);
  return config;
}

/** Caller address for audit entries and sessions. */
export function clientOf(request: FastifyRequest) {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

/**
 * Opens a normal console session for a user reached through a Microsoft identity: refuses disabled
 * or deleted accounts (403), records `land.msLogin` in the audit log, and returns token and user info.
 */
export async function signInThroughMicrosoft(
  db: Kysely<Database>,
  policy: SessionPolicy,
  request: FastifyRequest,
  input: { userId: number; returnTo: string; via: 'ticket' | 'binding' },
): Promise<MsSignInResult> {
  const now = policy.now();
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'status', 'deleted_at'])
    .where('id', '=', input.userId)
    .executeTakeFirst();
  const audit = (outcome: 'success' | 'denied', reason?: string) =>
    recordAudit(
      db,
      {
        actorUserId: input.userId,
        actorUsername: user?.username ?? null,
        action: 'land.msLogin',
        target: user?.username ?? null,
        ip: request.ip ?? null,
        outcome,
        detail: { via: input.via, ...(reason ? { reason } : {}) },
      },
      now,
    );
  if (!user || user.deleted_at !== null || user.status !== 'enabled') {
    await audit('denied', 'disabled');
    throw forbidden('This account is disabled');
  }
  const userInfo = await loadUserInfo(db, user.id);
  if (!userInfo) throw forbidden('This account is disabled');
  const token = await createSession(db, user.id, clientOf(request), policy);
  await audit('success');
  return { token, userInfo, redirect: input.returnTo };
}
