// PostgreSQL parses and plans a query sent without a name each time it runs; for the query every request
// runs (the session behind a token, with the list versions) that costs twice what running it does
// (measured: 335-408 us a round trip unnamed, 110-140 us named). A named statement is parsed once per
// connection. Only queries registered here are named: each name lives in the server's memory and in every
// connection's for as long as they last, so naming every query text (some vary with the length of an `in`
// list) would grow without bound. SQLite keeps its own compiled statements (statement-cache.ts).
//
// Parsed once is not planned once: PostgreSQL plans a named statement again on every run while its plans for
// the values at hand look cheaper than one plan for any values, and with a LIMIT or OFFSET, or a list of ids,
// among its parameters they always do (it costs an unknown LIMIT at a tenth of the rows). A moderator's page of
// sessions spent 0.45 ms planning for 0.2-0.6 ms of work. So named statements run on connections of their own,
// opened with plan_cache_mode = force_generic_plan: planned once, for any values. The other queries (a varied
// list's filters, whose best plan depends on the values) and every transaction keep the main pool, where
// PostgreSQL plans for the values. A named statement's text must therefore be one whose plan does not hang on
// its values: a lookup by key, a page walked in an index's order.
import type { Kysely, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import type { Database } from './types.js';

/** Query texts to send by name, and their names. */
type Names = Map<string, string>;

const namesByDatabase = new WeakMap<Kysely<Database>, Names>();

/** The connection option that makes a connection plan each named statement once, for any values. */
export const PLANNED_ONCE = '-c plan_cache_mode=force_generic_plan';

/**
 * Wraps a pg pool for Kysely's PostgresDialect so that the query texts later registered with
 * {@link nameStatement} are sent as named (prepared) statements; every other query goes as before.
 * With `plannedOnce` (a pool whose connections are opened with {@link PLANNED_ONCE}), a named statement sent
 * on its own runs there; a transaction stays on `pool` throughout (its first statement, BEGIN, is unnamed).
 * Call {@link useStatementNames} with the Kysely instance built on the returned pool.
 *
 * @example
 * const naming = poolNamingStatements(new pg.Pool({ connectionString }), new pg.Pool({ connectionString, options: PLANNED_ONCE }));
 * const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: naming.pool }) });
 * useStatementNames(db, naming.names);
 */
export function poolNamingStatements(pool: pg.Pool, plannedOnce?: pg.Pool): { pool: PostgresPool; names: Names } {
  const names: Names = new Map();
  // Kysely asks for a connection before it says what it will run on it: the first query picks the pool.
  const connection = (): PostgresPoolClient => {
    let client: pg.PoolClient | undefined;
    let picked: Promise<pg.PoolClient> | undefined;
    const clientFor = (named: boolean) =>
      (picked ??= (named && plannedOnce ? plannedOnce : pool).connect().then((connected) => (client = connected)));
    return {
      // Kysely passes a query text and its parameters (a cursor, which it would pass to stream rows, is not used).
      query: (async (text: string, parameters?: readonly unknown[]) => {
        const name = names.get(text);
        const values = [...(parameters ?? [])];
        const connected = await clientFor(name !== undefined);
        return name ? connected.query({ name, text, values }) : connected.query(text, values);
      }) as unknown as PostgresPoolClient['query'],
      release: () => client?.release(),
    };
  };
  return {
    pool: {
      connect: async () => connection(),
      end: async () => {
        await Promise.all([pool.end(), plannedOnce?.end()]);
      },
    },
    names,
  };
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
