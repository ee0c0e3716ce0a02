// better-sqlite3 compiles a statement on every `prepare`; Kysely prepares each query it runs. Keeping the
// compiled statements (the SQL text is the key, parameters stay separate) removes that cost from every
// request. Kysely runs them synchronously (`all`/`run`), so one statement is never used twice at once.
import type SqliteDatabase from 'better-sqlite3';

/** The part of better-sqlite3's Database that Kysely's SqliteDialect uses. */
export interface PreparingDatabase {
  prepare(sql: string): SqliteDatabase.Statement;
  close(): void;
}

/**
 * Wraps a better-sqlite3 database so `prepare` answers from a bounded cache of compiled statements
 * (least recently used dropped first).
 *
 * @example
 * new SqliteDialect({ database: withStatementCache(new SqliteDatabase(file)) });
 */
export function withStatementCache(database: SqliteDatabase.Database, capacity = 500): PreparingDatabase {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > capacity) cache.delete(cache.keys().next().value as string);
      return statement;
    },
    close() {
      cache.clear();
      database.close();
    },
  };
}
