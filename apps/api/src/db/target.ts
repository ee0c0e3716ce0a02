// The database a server runs on, as the configuration names it (config.ts reads it from DATABASE_URL,
// SQLITE_READERS and DATABASE_POOL_SIZE), with the defaults the connection code falls back to. Here, under db/,
// so that the connection and the metrics read it without depending on the whole configuration.
import os from 'node:os';

/** Which database engine a DATABASE_URL selects. */
export type DatabaseTarget =
  | { kind: 'sqlite'; file: string; readers?: number }
  /** `poolSize`: connections each of the server's two PostgreSQL pools opens at most (DATABASE_POOL_SIZE). */
  | { kind: 'postgres'; url: string; poolSize?: number };

/** Reader threads a SQLite server reads on unless SQLITE_READERS says otherwise: one a core, at most four. */
export const DEFAULT_SQLITE_READERS = Math.min(4, os.availableParallelism());

/**
 * Connections each PostgreSQL pool opens at most unless DATABASE_POOL_SIZE says otherwise: two a core of this
 * machine, at most ten. More connections than PostgreSQL has cores to run them only queue in its scheduler
 * instead of in the pool: on 2 cores the varied project list at 32 connections ran at p99 35-46 ms with 4 a
 * pool against 45-58 ms with 10 (issue 18, bench/RESULTS.md).
 */
export const DEFAULT_DATABASE_POOL_SIZE = Math.min(10, 2 * os.availableParallelism());
