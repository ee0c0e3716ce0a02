// Kysely builds and compiles a query on every call; for the few queries every request runs (the session
// behind a token, a list's version) that costs more than SQLite takes to answer them. A prepared query is
// built and compiled once with marker values, then run with the real values put in the markers' places;
// on PostgreSQL it is also sent as a named statement, parsed and planned once per connection.
import { sql, type Compilable, type CompiledQuery, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { isPostgres } from './migrations/portable.js';
import { nameStatement } from './named-statements.js';
import type { Database } from './types.js';

/**
 * A list of values as one parameter (see {@link listParam}): a PostgreSQL array, or JSON text that SQLite's
 * json_each reads. One statement text then serves a list of any length, so it can be prepared once.
 */
export type ListParam = string | readonly number[] | readonly string[];

/** A parameter value: text, a number, or a list ({@link ListParam}). */
type Param = string | number | ListParam;

/**
 * `values` as one list parameter for {@link inList} on `db`'s engine.
 *
 * @example
 * await usersByIds(listParam(db, [3, 5, 8]));
 */
export function listParam(db: Kysely<Database>, values: readonly number[] | readonly string[]): ListParam {
  return isPostgres(db) ? values : JSON.stringify(values);
}

/**
 * `column` is one of the list parameter's values ({@link listParam}): `= any($1::int[])` on PostgreSQL, `in
 * (select value from json_each(?))` on SQLite.
 *
 * @example
 * prepareQuery(db, (ids: ListParam) => db.selectFrom('users').selectAll().where(inList(db, 'id', ids, 'int')), 1);
 */
export function inList(db: Kysely<Database>, column: string, values: ListParam, type: 'int' | 'text'): RawBuilder<SqlBool> {
  if (!isPostgres(db)) return sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${values}))`;
  return sql<SqlBool>`${sql.ref(column)} = any(${values}::${sql.raw(type)}[])`;
}

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

/**
 * {@link prepareQuery} once per database: the returned function prepares `build` for a database the first time
 * it is asked for it, and hands back the same prepared query after that.
 *
 * @example
 * const usersByIds = preparedPerDatabase((db, ids: ListParam) => db.selectFrom('users').selectAll().where(inList(db, 'id', ids, 'int')), 1);
 * const rows = await usersByIds(db)(listParam(db, [3, 5]));
 */
export function preparedPerDatabase<Row, P extends Param[]>(
  build: (db: Kysely<Database>, ...params: P) => Compilable<Row>,
  arity: P['length'],
): (db: Kysely<Database>) => (...params: P) => Promise<Row[]> {
  const prepared = new WeakMap<Kysely<Database>, (...params: P) => Promise<Row[]>>();
  return (db) => {
    let run = prepared.get(db);
    if (!run) prepared.set(db, (run = prepareQuery(db, (...params: P) => build(db, ...params), arity)));
    return run;
  };
}
