import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { AuthSessionItem } from './schemas.js';

/** Filters of the active sign-in list. */
export interface AuthSessionFilter {
  /** Exact username. */
  username?: string;
}

/**
 * One page of open sign-ins (not ended, absolute expiry in the future), most recently active first.
 * `currentSessionId` marks the caller's own sign-in.
 */
export async function listActiveSessions(
  db: Kysely<Database>,
  filter: AuthSessionFilter,
  page: { current: number; pageSize: number },
  context: { now: Date; currentSessionId: number },
): Promise<{ list: AuthSessionItem[]; total: number }> {
  const username = filter.username?.trim();
  const base = db
    .selectFrom('auth_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .where('s.ended_at', 'is', null)
    .where('s.expires_at', '>', context.now.toISOString())
    .$if(Boolean(username), (q) => q.where('u.username', '=', username ?? ''));
  const total = await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['s.id', 's.user_id', 'u.username', 'u.real_name', 's.ip', 's.user_agent', 's.created_at', 's.last_seen_at', 's.expires_at'])
    .orderBy('s.last_seen_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize)
    .execute();
  return {
    total: Number(total.n),
    list: rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      username: r.username,
      realName: r.real_name,
      ip: r.ip,
      userAgent: r.user_agent,
      createdAt: r.created_at,
      lastSeenAt: r.last_seen_at,
      expiresAt: r.expires_at,
      current: r.id === context.currentSessionId,
    })),
  };
}

/** An open sign-in with its user's name, or undefined when there is none with that id. */
export async function findOpenSession(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('auth_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 'u.username'])
    .where('s.id', '=', id)
    .where('s.ended_at', 'is', null)
    .executeTakeFirst();
}
