// How a request's token finds its session row, the cheapest way each engine allows: one prepared, named query
// that reads the session, its user, the access version and whatever another part of the server asked to read
// alongside (readAlongsideSessions); on SQLite answered from memory while nothing was written, on PostgreSQL
// coalesced with the reads asked meanwhile. sign-in-sessions.ts decides what the row means.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { coalescedReads } from '../db/coalesced-reads.js';
import { inList, listParam, prepareQuery, type ListParam } from '../db/prepared-query.js';
import type { Database } from '../db/types.js';
import { writeCountOf } from '../db/write-count.js';

/** What another part of the server reads in the session's query, by database (see {@link readAlongsideSessions}). */
const alongsideSessions = new WeakMap<Kysely<Database>, (db: Kysely<Database>) => RawBuilder<string | null>>();

/**
 * Makes every session read on `db` also read `select`'s text in the same query, handed on as
 * AuthContext.readAlongside: a part of the server whose value every request needs (the lists' versions,
 * lists/answer-cache/versions.ts) then costs no round trip of its own. Auth neither knows nor parses it.
 *
 * @example
 * readAlongsideSessions(db, (db) => sql<string | null>`(select max(version) from list_versions)`);
 */
export function readAlongsideSessions(db: Kysely<Database>, select: (db: Kysely<Database>) => RawBuilder<string | null>): void {
  alongsideSessions.set(db, select);
  // A lookup prepared before this would not read it.
  sessionLookups.delete(db);
}

/** The session, its user, the access version and what is read alongside, for the sessions `where` picks. */
function sessionRows(db: Kysely<Database>, where: (eb: ExpressionBuilder<SessionTables, 's'>) => Expression<SqlBool>) {
  return db
    .selectFrom('auth_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.token_hash', 's.id', 's.user_id', 's.last_seen_at', 's.expires_at', 's.ended_at', 's.end_reason', 's.enrol_only'])
    .select(['u.username', 'u.type', 'u.status', 'u.deleted_at', 'u.must_change_password'])
    .select((eb) => eb.selectFrom('access_version').select('version').where('id', '=', 1).as('access_version'))
    .select(alongsideSessions.get(db)?.(db).as('alongside') ?? sql<string | null>`null`.as('alongside'))
    .where(where);
}
type SessionTables = Database & { s: Database['auth_sessions']; u: Database['users'] };

/**
 * The session rows behind token hashes, prepared once per database: one hash by `= $1`, several by a list
 * parameter. Both are named, so on PostgreSQL both are planned once (db/named-statements.ts); the single form
 * skips building and reading an array for the request that arrives alone.
 */
function sessionsByHashes(db: Kysely<Database>) {
  const one = prepareQuery(db, (tokenHash: string) => sessionRows(db, (eb) => eb('s.token_hash', '=', tokenHash)), 1);
  const many = prepareQuery(db, (tokenHashes: ListParam) => sessionRows(db, () => inList(db, 's.token_hash', tokenHashes, 'text')), 1);
  return (tokenHashes: readonly string[]) => (tokenHashes.length === 1 ? one(tokenHashes[0] as string) : many(listParam(db, tokenHashes)));
}

/** The session row behind one token hash (none when no session has it). */
type SessionLookup = (tokenHash: string) => Promise<Awaited<ReturnType<ReturnType<typeof sessionsByHashes>>>>;
/** Token hashes whose rows one server keeps at most (the map starts over beyond it). */
const MAX_KEPT_SESSIONS = 10_000;

/**
 * The lookup, answered from memory while nothing was written since the row was read, where the database
 * has a write count (SQLite, write-count.ts): any write at all, by this server or another process (a
 * logout, a disabled user, a role change, a list's row), moves it, and the next request reads the row afresh.
 */
function keptWhileUnwritten(lookup: SessionLookup, writeCount: () => number): SessionLookup {
  const kept = new Map<string, { count: number; rows: Awaited<ReturnType<SessionLookup>> }>();
  return async (tokenHash) => {
    // Taken before the read: a write in between leaves the kept row newer than its count, never older.
    const count = writeCount();
    const hit = kept.get(tokenHash);
    if (hit && hit.count === count) return hit.rows;
    const rows = await lookup(tokenHash);
    if (rows.length > 0) {
      if (kept.size >= MAX_KEPT_SESSIONS) kept.clear();
      kept.set(tokenHash, { count, rows });
    }
    return rows;
  };
}

const sessionLookups = new WeakMap<Kysely<Database>, SessionLookup>();

/**
 * The lookup of session rows by token hash on `db`, made once per database.
 *
 * @example
 * const [row] = await sessionLookupOf(db)(hashToken(token));
 */
export function sessionLookupOf(db: Kysely<Database>): SessionLookup {
  let lookup = sessionLookups.get(db);
  if (lookup) return lookup;
  const byHashes = sessionsByHashes(db);
  const writeCount = writeCountOf(db);
  lookup = writeCount
    ? keptWhileUnwritten((tokenHash) => byHashes([tokenHash]), writeCount)
    : // No write count (PostgreSQL): every request reads its row, and the reads asked meanwhile go together.
      coalescedReads(byHashes, (row) => row.token_hash);
  sessionLookups.set(db, lookup);
  return lookup;
}
