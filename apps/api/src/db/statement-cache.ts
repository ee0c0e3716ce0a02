// better-sqlite3 compiles a statement on every `prepare`; Kysely prepares each query it runs. Keeping the
// compiled statements (the SQL text is the key, parameters stay separate) removes that cost from every
// request. Kysely runs them synchronously (`all`/`run`), so one statement is never used twice at once.
import type SqliteDatabase from 'better-sqlite3';

/** The part of better-sqlite3's Database that Kysely's SqliteDialect uses. */
export interface PreparingDatabase {
  prepare(sql: string): SqliteDatabase.Statement;
  close(): void;
}

/** Compiled statements a connection keeps. */
export const STATEMENTS_KEPT = 500;

/**
 * A `compile` answered from a bounded cache keyed by the SQL text (least recently used dropped first). It names
 * nothing outside itself: the SQLite reader threads run its source text (sqlite-readers.ts).
 *
 * @example
 * const prepared = cachedCompiler((sql) => database.prepare(sql), STATEMENTS_KEPT);
 */
export function cachedCompiler<Compiled>(compile: (sql: string) => Compiled, capacity: number): (sql: string) => Compiled {
  const cache = new Map<string, Compiled>();
  return (sql) => {
    const cached = cache.get(sql);
    if (cached !== undefined) {
      cache.delete(sql);
      cache.set(sql, cached);
      return cached;
    }
    const compiled = compile(sql);
    cache.set(sql, compiled);
    if (cache.size > capacity) cache.delete(cache.keys().next().value as string);
    return compiled;
  };
}

/**
 * Wraps a better-sqlite3 database so `prepare` answers from a bounded cache of compiled statements
 * (least recently used dropped first).
 *
 * @example
 * new SqliteDialect({ database: withStatementCache(new SqliteDatabase(file)) });
 */
export function withStatementCache(database: SqliteDatabase.Database, capacity = STATEMENTS_KEPT): PreparingDatabase {
  return {
    prepare: cachedCompiler((sql) => database.prepare(sql), capacity),
    close: () => database.close(),
  };
}
