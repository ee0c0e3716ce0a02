import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE, type DatabaseTarget } from './target.js';
import { PLANNED_ONCE, poolNamingStatements, useStatementNames } from './named-statements.js';
import { retryConflictingTransactions } from './retry-conflicts.js';
import { registerWriteCount } from './write-count.js';
import { withStatementCache } from './statement-cache.js';
import { SqliteReaders } from './sqlite-readers.js';
import { SqliteReadingDialect } from './sqlite-reading-driver.js';
import type { Database } from './types.js';

/** Name reported by /api/health and used where SQL differs between engines. */
export type DialectName = 'sqlite' | 'postgres';

/** Receives each query run: its SQL, parameters and duration (Kysely's log event). */
export type QueryLog = (event: LogEvent) => void;

/** An open database and which engine it runs on. */
export interface DatabaseConnection {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL only: the connection pool (its counts feed the metrics, src/metrics/). */
  pool?: pg.Pool;
  /** PostgreSQL only: the pool whose connections run the named statements, each planned once (named-statements.ts). */
  plannedOnce?: pg.Pool;
}

/**
 * Opens the database a {@link DatabaseTarget} names. SQLite runs in WAL mode with foreign keys
 * enforced (its folder is created when missing) and compiled statements cached; other processes may read
 * it while the server runs. PostgreSQL goes through a pg Pool.
 * `queryLog`, when given, hears every query.
 */
/** How much of a SQLite file the server reads through a memory map. */
export const SQLITE_MMAP_BYTES = 256 * 1024 * 1024;

export function connectDatabase(target: DatabaseTarget, queryLog?: QueryLog): DatabaseConnection {
  const log = queryLog ? { log: queryLog } : {};
  if (target.kind === 'sqlite') {
    fs.mkdirSync(path.dirname(target.file), { recursive: true });
    const sqlite = new SqliteDatabase(target.file);
    // Wait up to 5 s for a lock another connection holds. In WAL mode other processes read the file while
    // the server runs (a backup, the sqlite3 shell, a report) and a writer never blocks a reader; the
    // server still learns of every write, its own and theirs (write-count.ts).
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    // Read the first 256 MiB of the file through a memory map instead of a read() into SQLite's page cache for
    // every page a query touches: a varied project list's database time at 100,000 projects fell by a quarter
    // (issue 18). Touched pages count in the process's resident memory; they are the OS's file cache, shared.
    sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
    const database = withStatementCache(sqlite);
    const reading = target.readers
      ? new SqliteReadingDialect(database, new SqliteReaders(target.file, target.readers, SQLITE_MMAP_BYTES))
      : null;
    const db = new Kysely<Database>({ dialect: reading ?? new SqliteDialect({ database }), ...log });
    registerWriteCount(db, sqlite, reading ? () => reading.endedTransactions() : undefined);
    return { db, dialect: 'sqlite' };
  }
  const pool = postgresPool(target.url, target.poolSize);
  // Named statements (the session read, the list versions, the pages by id) on connections of their own that
  // plan each once (named-statements.ts).
  const plannedOnce = postgresPool(withConnectionOption(target.url, PLANNED_ONCE), target.poolSize);
  const naming = poolNamingStatements(pool, plannedOnce);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: naming.pool }), ...log });
  useStatementNames(db, naming.names);
  retryConflictingTransactions(db);
  return { db, dialect: 'postgres', pool, plannedOnce };
}

/**
 * `url` with `option` added to the options its connections start with: after the URL's own `options`, or
 * else PGOPTIONS's (which pg reads only when the URL has none).
 */
export function withConnectionOption(url: string, option: string): string {
  const parsed = new URL(url);
  const own = parsed.searchParams.get('options') ?? process.env.PGOPTIONS;
  parsed.searchParams.set('options', own ? `${own} ${option}` : option);
  return parsed.toString();
}

/** A pg pool on `url` of at most `size` connections that bounds every wait and survives its connections ending. */
function postgresPool(url: string, size = DEFAULT_DATABASE_POOL_SIZE): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    // No request waits forever for the database: a connection within 5 s, a statement within 30 s, and a
    // transaction left idle is ended by the server after a minute. Past these the request answers 503.
    connectionTimeoutMillis: 5_000,
    statement_timeout: 30_000,
    idle_in_transaction_session_timeout: 60_000,
  });
  // A connection that the server ends (a restart, a failover, pg_terminate_backend) emits 'error': on the
  // pool while idle, on the client itself while checked out (in a transaction, between two queries).
  // Unheard, either crashes the process; heard, the query in flight fails (503) and the pool replaces the client.
  pool.on('error', (error) => console.error(`[db] an idle PostgreSQL connection failed: ${error.message}`));
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error(`[db] a PostgreSQL connection in use failed: ${error.message}`));
  });
  return pool;
}
