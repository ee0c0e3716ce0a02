// PostgreSQL parses and plans a query sent without a name each time it runs; for the query every request
// runs (the session behind a token, with the list versions) that costs twice what running it does
// (measured: 335-408 us a round trip unnamed, 110-140 us named). A named statement is parsed and planned
// once per connection. Only queries registered here are named: each name lives in the server's memory and
// in every connection's for as long as they last, so naming every query text (some vary with the length
// of an `in` list) would grow without bound. SQLite keeps its own compiled statements (statement-cache.ts).
import type { Kysely, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import type { Database } from './types.js';

/** Query texts to send by name, and their names. */
type Names = Map<string, string>;

const namesByDatabase = new WeakMap<Kysely<Database>, Names>();

/**
 * Wraps a pg pool for Kysely's PostgresDialect so that the query texts later registered with
 * {@link nameStatement} are sent as named (prepared) statements; every other query goes as before.
 * Call {@link useStatementNames} with the Kysely instance built on the returned pool.
 *
 * @example
 * const naming = poolNamingStatements(new pg.Pool({ connectionString }));
 * const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: naming.pool }) });
 * useStatementNames(db, naming.names);
 */
export function poolNamingStatements(pool: pg.Pool): { pool: PostgresPool; names: Names } {
  const names: Names = new Map();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    // Kysely passes a query text and its parameters, or a cursor (a pg Submittable) to stream rows.
    query: ((text: unknown, parameters?: readonly unknown[]) => {
      if (typeof text !== 'string') return client.query(text as pg.Submittable);
      const name = names.get(text);
      const values = [...(parameters ?? [])];
      return name ? client.query({ name, text, values }) : client.query(text, values);
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return { pool: { connect: async () => wrap(await pool.connect()), end: () => pool.end() }, names };
}

/**
 * Lets {@link nameStatement} name queries of `db` (built on a pool from {@link poolNamingStatements}).
 *
 * @example
 * useStatementNames(db, naming.names);
 */
export function useStatementNames(db: Kysely<Database>, names: Names): void {
  namesByDatabase.set(db, names);
}

/**
 * Sends `sql` as a named statement from now on, where `db` supports it (PostgreSQL); a no-op elsewhere.
 * Meant for the few queries compiled once and run on every request.
 *
 * @example
 * const compiled = query.compile();
 * nameStatement(db, compiled.sql);
 */
export function nameStatement(db: Kysely<Database>, sql: string): void {
  const names = namesByDatabase.get(db);
  if (names && !names.has(sql)) names.set(sql, `console_${names.size + 1}`);
}
