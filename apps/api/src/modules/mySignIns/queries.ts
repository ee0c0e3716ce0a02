import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { deviceName } from './device-name.js';
import type { MySignInItem } from './schemas.js';

/** Who asks and when: the caller's user and sign-in, the clock, and the idle timeout that ends a quiet sign-in. */
export interface MySignInContext {
  userId: number;
  currentSessionId: number;
  now: Date;
  idleMinutes: number;
}

/**
 * The caller's sign-ins that still let a request in: not ended, before their absolute expiry and used within
 * the idle timeout (a sign-in past it ends at its next use, so it is not shown as active).
 */
function openSignInsOf(db: Kysely<Database>, context: MySignInContext) {
  return db
    .selectFrom('auth_sessions')
    .where('user_id', '=', context.userId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', context.now.toISOString())
    .where('last_seen_at', '>', new Date(context.now.getTime() - context.idleMinutes * 60_000).toISOString());
}

/** One page of the caller's open sign-ins, most recently used first, the one this request came with marked. */
export async function listMySignIns(
  db: Kysely<Database>,
  page: { current: number; pageSize: number },
  context: MySignInContext,
): Promise<{ list: MySignInItem[]; total: number }> {
  const base = openSignInsOf(db, context);
  const total = await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize)
    .execute();
  return {
    total: Number(total.n),
    list: rows.map((row) => ({
      id: row.id,
      ...deviceName(row.user_agent),
      ip: row.ip,
      startedAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      current: row.id === context.currentSessionId,
    })),
  };
}

/** The caller's open sign-in with this id; undefined when it is ended, past its time or someone else's. */
export async function findMyOpenSignIn(db: Kysely<Database>, id: number, context: MySignInContext): Promise<{ id: number } | undefined> {
  return openSignInsOf(db, context).select('id').where('id', '=', id).executeTakeFirst();
}
