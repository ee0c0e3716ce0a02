// The end of every password sign-in, with or without a second step: a new session and what the console shows
// at once (the user info and the menu of the new session).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { createSession } from '../../auth/sign-in-sessions.js';
import type { SessionPolicy } from '../../auth/types.js';
import { loadUserInfo } from '../../auth/user-info.js';
import type { Database } from '../../db/types.js';
import type { MenuTitles } from '../api-module.js';
import { loadMenuAndOperate } from '../currentUser/queries.js';
import type { LoginResult } from './schemas.js';

/** Where a sign-in came from, as the session row keeps it. */
export function clientOf(request: FastifyRequest) {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

/**
 * Opens a session for `userId` and answers the login result; undefined when the user is gone. `enrolOnly`: the
 * session may only enrol the second factor the user's roles require (the user info says so).
 *
 * @example
 * const result = await openSignIn({ db, policy, menuTitles }, request, candidate.id, { enrolOnly: false });
 */
export async function openSignIn(
  deps: { db: Kysely<Database>; policy: SessionPolicy; menuTitles: ReadonlyMap<string, MenuTitles> },
  request: FastifyRequest,
  userId: number,
  options: { enrolOnly: boolean },
): Promise<LoginResult | undefined> {
  const { db, policy, menuTitles } = deps;
  const [userInfo, menuAndOperate] = await Promise.all([loadUserInfo(db, userId), loadMenuAndOperate(db, userId, menuTitles)]);
  if (!userInfo) return undefined;
  const token = await createSession(db, userId, clientOf(request), policy, options);
  return { token, userInfo: options.enrolOnly ? { ...userInfo, mustEnrolSecondFactor: true } : userInfo, menuAndOperate };
}
