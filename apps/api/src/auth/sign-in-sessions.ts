import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { ApiError, Code } from '../http/errors.js';
import { sessionLookupOf } from './session-lookup.js';
import { generateToken, hashToken } from './tokens.js';
import type { AuthContext, SessionPolicy } from './types.js';

/**
 * Why a session ended; `logout` and `ended_by_owner` (signed out by its own user from another sign-in) read as an
 * invalid token afterwards, `expired` as expired, the rest as ended elsewhere.
 */
export type EndReason = 'logout' | 'ended_by_owner' | 'expired' | 'user_disabled' | 'ended_by_admin' | 'password_changed';

/** Where a sign-in came from, kept on the session row. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** Only write last_seen_at when it moved by more than this, to spare the database a write per request. */
const TOUCH_AFTER_MS = 30_000;

/**
 * Creates a session for a user and returns the token (shown once, stored only as a hash). `enrolOnly`: the
 * session may only enrol the second factor its roles require (auth/second-factor-enrolment.ts).
 */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  client: ClientInfo,
  policy: SessionPolicy,
  options: { enrolOnly?: boolean } = {},
): Promise<string> {
  const token = generateToken();
  const now = policy.now();
  await db
    .insertInto('auth_sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + policy.absoluteHours * 3_600_000).toISOString(),
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, 500) ?? null,
      enrol_only: options.enrolOnly ? 1 : 0,
    })
    .execute();
  return token;
}

/** Ends one session (no-op when already ended). */
export async function endSession(db: Kysely<Database>, sessionId: number, reason: EndReason, now: Date): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ ended_at: now.toISOString(), end_reason: reason })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
}

/** Ends every open session of a user, optionally keeping one; returns how many ended. */
export async function endUserSessions(
  db: Kysely<Database>,
  userId: number,
  reason: EndReason,
  now: Date,
  keepSessionId?: number,
): Promise<number> {
  let query = db
    .updateTable('auth_sessions')
    .set({ ended_at: now.toISOString(), end_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

function endedError(reason: string | null): ApiError {
  if (reason === 'logout') return new ApiError(Code.tokenInvalid, 'Invalid token, please sign in again');
  if (reason === 'ended_by_owner')
    return new ApiError(Code.tokenInvalid, 'This sign-in was signed out from another device, please sign in again');
  if (reason === 'expired') return new ApiError(Code.tokenExpired, 'Token expired, please sign in again');
  return new ApiError(Code.sessionEnded, 'Your session was ended, please sign in again');
}

/** Operation codes granted to a user through enabled roles. */
export async function loadOperationCodes(db: Kysely<Database>, userId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'r.id')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select('p.code')
    .distinct()
    .where('ur.user_id', '=', userId)
    .where('r.status', '=', 'enabled')
    .where('p.kind', '=', 'operation')
    .execute();
  return new Set(rows.flatMap((row) => (row.code ? [row.code] : [])));
}

/** Operation codes per user as of an access_version (migration 072); one map per database. */
const codesByDatabase = new WeakMap<Kysely<Database>, Map<number, { version: number; codes: Set<string> }>>();
/** Users whose codes one server keeps at most (the map starts over beyond it). */
const MAX_CACHED_USERS = 10_000;

/**
 * A user's operation codes, reloaded only when `version` (read with the session) moved since they were
 * loaded: any change to roles, permissions or user-role links bumps it, on whichever server it happens.
 */
async function operationCodesAt(db: Kysely<Database>, userId: number, version: number | null): Promise<Set<string>> {
  if (version === null) return loadOperationCodes(db, userId);
  let cache = codesByDatabase.get(db);
  if (!cache) codesByDatabase.set(db, (cache = new Map()));
  const cached = cache.get(userId);
  if (cached && cached.version === version) return cached.codes;
  const codes = await loadOperationCodes(db, userId);
  if (cache.size >= MAX_CACHED_USERS) cache.clear();
  cache.set(userId, { version, codes });
  return codes;
}

/**
 * Resolves a bearer token to its caller, enforcing revocation (50008 after logout, 50012 when
 * ended otherwise or the user is disabled) and the idle/absolute timeouts (50014).
 */
export async function resolveSession(db: Kysely<Database>, token: string, policy: SessionPolicy): Promise<AuthContext> {
  const [row] = await sessionLookupOf(db)(hashToken(token));
  if (!row) throw new ApiError(Code.tokenInvalid, 'Invalid token, please sign in again');
  if (row.ended_at !== null) throw endedError(row.end_reason);

  const now = policy.now();
  const idleDeadline = Date.parse(row.last_seen_at) + policy.idleMinutes * 60_000;
  if (now.getTime() >= Date.parse(row.expires_at) || now.getTime() >= idleDeadline) {
    await endSession(db, row.id, 'expired', now);
    throw endedError('expired');
  }
  if (row.status !== 'enabled' || row.deleted_at !== null) {
    await endSession(db, row.id, 'user_disabled', now);
    throw endedError('user_disabled');
  }
  if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_AFTER_MS) {
    await db.updateTable('auth_sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', row.id).execute();
  }
  return {
    sessionId: row.id,
    userId: row.user_id,
    username: row.username,
    type: row.type,
    mustChangePassword: Number(row.must_change_password) === 1,
    mustEnrolSecondFactor: Number(row.enrol_only) === 1,
    operations: await operationCodesAt(db, row.user_id, row.access_version === null ? null : Number(row.access_version)),
    readAlongside: row.alongside,
  };
}
