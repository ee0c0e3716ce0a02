// The server's SQLite connection holds the database file exclusively (locking_mode = exclusive, set by
// connectDatabase), so every write to it goes through that one connection. Then SQLite's own count of
// the rows this connection has inserted, updated or deleted (total_changes(), trigger writes included)
// moves whenever any data changes, and a value read from the database stays true for as long as that
// count stands still. Reading the count touches no table: no read transaction, no file lock, no syscall.
// PostgreSQL is shared by every server process on it, so it has no such count: callers read as before.
import type SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from './types.js';

/** Reads the count of rows written through the database's only connection; it never goes back. */
export type WriteCount = () => number;

const counts = new WeakMap<Kysely<Database>, WriteCount>();

/**
 * Records that `sqlite` is the only connection that can write `db`'s file (it holds the file
 * exclusively), so {@link writeCountOf} may answer for it.
 *
 * @example
 * const sqlite = new SqliteDatabase(file);
 * sqlite.pragma('locking_mode = exclusive');
 * const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
 * registerSoleWriter(db, sqlite);
 */
export function registerSoleWriter(db: Kysely<Database>, sqlite: SqliteDatabase.Database): void {
  if (String(sqlite.pragma('locking_mode', { simple: true })).toLowerCase() !== 'exclusive') {
    throw new Error('registerSoleWriter: the connection must hold the database exclusively (locking_mode = exclusive)');
  }
  const statement = sqlite.prepare('select total_changes()').pluck();
  // Synchronous and outside Kysely's connection queue on purpose: the statement reads a counter of the
  // connection, not the database. Inside another request's open transaction it already counts that
  // transaction's writes, which only makes a caller read afresh (after the transaction, through the queue).
  counts.set(db, () => Number(statement.get()));
}

/**
 * The write count of `db` when its server is the database's only writer (SQLite), else null. A value
 * read from the database while the count was `n` is still what the database holds while the count is `n`
 * — provided the count was taken before the value was read.
 *
 * @example
 * const count = writeCountOf(db);
 * const before = count?.();
 * const row = await readRow();
 * if (before !== undefined) keep(row, before); // good until count() !== before
 */
export function writeCountOf(db: Kysely<Database>): WriteCount | null {
  return counts.get(db) ?? null;
}
