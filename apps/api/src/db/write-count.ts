// A count that moves whenever anything writes the server's SQLite file, read without touching a table:
// SQLite's total_changes() counts the rows written through the server's own connection (trigger writes
// included), and PRAGMA data_version moves when any other connection commits (a backup tool, the sqlite3
// shell, a script, a second server). Their sum stands still exactly while the data does, so a value read
// from the database stays true for as long as the sum is unchanged. Other processes may read and write
// the file while the server runs (WAL mode, issue 18). Reading both costs about 1 us.
// PostgreSQL has no such count: callers read the database each time.
import type SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from './types.js';

/** Reads the write count of a database; it never goes back. */
export type WriteCount = () => number;

const counts = new WeakMap<Kysely<Database>, WriteCount>();

/**
 * Records that `sqlite` is `db`'s connection, so {@link writeCountOf} can answer for it.
 *
 * @example
 * const sqlite = new SqliteDatabase(file);
 * const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
 * registerWriteCount(db, sqlite);
 */
export function registerWriteCount(db: Kysely<Database>, sqlite: SqliteDatabase.Database, endedTransactions: () => number = () => 0): void {
  const own = sqlite.prepare('select total_changes()').pluck();
  const others = sqlite.prepare('pragma data_version').pluck();
  // Synchronous and outside Kysely's connection queue on purpose: both read counters of the connection, not
  // tables. Inside another request's open transaction total_changes() already counts that transaction's
  // writes, which only makes a caller read afresh (after the transaction, through the queue).
  // With reader threads (sqlite-readers.ts), a read during another request's transaction sees the data from
  // before it, while total_changes() already counts its writes; the count moves again when it ends.
  counts.set(db, () => Number(own.get()) + Number(others.get()) + endedTransactions());
}

/**
 * The write count of `db` when it is SQLite, else null. A value read from the database while the count
 * was `n` is still what the database holds while the count is `n`, provided the count was taken before
 * the value was read.
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
