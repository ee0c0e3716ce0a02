// Kysely builds and compiles a query on every call; for the few queries every request runs (the session
// behind a token, a list's version) that costs more than SQLite takes to answer them. A prepared query is
// built and compiled once with marker values, then run with the real values put in the markers' places;
// on PostgreSQL it is also sent as a named statement, parsed and planned once per connection.
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { nameStatement } from './named-statements.js';
import type { Database } from './types.js';

/** A parameter value: text, a number, or (PostgreSQL) an array of numbers, e.g. `= any(${ids}::int[])`. */
type Param = string | number | readonly number[];

/**
 * Compiles `build(...markers)` once and returns a function that runs it with real parameter values
 * (each must be used as a plain value in the query, e.g. `where('x', '=', value)`).
 *
 * @example
 * const sessionByHash = prepareQuery(db, (hash: string) => db.selectFrom('auth_sessions').selectAll().where('token_hash', '=', hash));
 * const [row] = await sessionByHash(hashToken(token));
 */
export function prepareQuery<Row, P extends Param[]>(
  db: Kysely<Database>,
  build: (...params: P) => Compilable<Row>,
  arity: P['length'],
): (...params: P) => Promise<Row[]> {
  const markers = Array.from({ length: arity }, (_, i) => `\u0000prepared-parameter-${i}\u0000`);
  const compiled = build(...(markers as P)).compile();
  nameStatement(db, compiled.sql);
  const slots = compiled.parameters.map((value) => markers.indexOf(value as string));
  if (markers.some((_, i) => !slots.includes(i))) throw new Error('prepareQuery: a parameter is not used as a plain value in the query');
  return async (...params) => {
    const parameters = compiled.parameters.map((value, i) => (slots[i] === -1 ? value : params[slots[i] as number]));
    const query: CompiledQuery<Row> = { ...compiled, parameters };
    return (await db.executeQuery(query)).rows;
  };
}
