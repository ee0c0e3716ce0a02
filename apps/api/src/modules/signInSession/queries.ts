import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { AuthSessionItem } from './schemas.js';

/** Filters of the active sign-in list. */
export interface AuthSessionFilter {
  /** Exact username. */
  username?: string;
}

const ITEM_COLUMNS = [
  's.id',
  's.user_id',
  'u.username',
  'u.real_name',
  's.ip',
  's.user_agent',
  's.created_at',
  's.last_seen_at',
  's.expires_at',
] as const;

/** Who looks and when: open means not ended and not past its absolute expiry at `now`. */
interface Viewing {
  now: Date;
  currentSessionId: number;
}

/** The open sign-ins at `now`, with their users. */
function openSessions(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('auth_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .where('s.ended_at', 'is', null)
    .where('s.expires_at', '>', now.toISOString());
}

interface ItemRow {
  id: number;
  user_id: number;
  username: string;
  real_name: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

const toItem = (r: ItemRow, viewing: Viewing): AuthSessionItem => ({
  id: r.id,
  userId: r.user_id,
  username: r.username,
  realName: r.real_name,
  ip: r.ip,
  userAgent: r.user_agent,
  createdAt: r.created_at,
  lastSeenAt: r.last_seen_at,
  expiresAt: r.expires_at,
  current: r.id === viewing.currentSessionId,
});

/**
 * One page of open sign-ins (not ended, absolute expiry in the future), most recently active first.
 * `currentSessionId` marks the caller's own sign-in.
 */
export async function listActiveSessions(
  db: Kysely<Database>,
  filter: AuthSessionFilter,
  page: { current: number; pageSize: number },
  viewing: Viewing,
): Promise<{ list: AuthSessionItem[]; total: number }> {
  const username = filter.username?.trim();
  const base = openSessions(db, viewing.now).$if(Boolean(username), (q) => q.where('u.username', '=', username ?? ''));
  const total = await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(ITEM_COLUMNS)
    .orderBy('s.last_seen_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize)
    .execute();
  return { total: Number(total.n), list: rows.map((r) => toItem(r, viewing)) };
}

/** One open sign-in as the list shows it, or undefined. */
export async function findSessionItem(db: Kysely<Database>, id: number, viewing: Viewing): Promise<AuthSessionItem | undefined> {
  const row = await openSessions(db, viewing.now).select(ITEM_COLUMNS).where('s.id', '=', id).executeTakeFirst();
  return row && toItem(row, viewing);
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
