// The counters of sign-in throttling in the database: one row per (kind, key), incremented atomically in
// one statement so that concurrent failures on several servers are all counted.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/types.js';
import { inList, listParam, preparedPerDatabase, type ListParam } from '../../db/prepared-query.js';
import type { FailureCounter } from './rules.js';
import type { SignInFailuresTable } from './tables.js';

/** Which counter: an account (by lower-cased username) or a client address. */
export interface CounterKey {
  kind: SignInFailuresTable['kind'];
  key: string;
}

/** Stored counter rows by `kind:key`. */
function countersByKey(rows: readonly Selectable<SignInFailuresTable>[]): Map<string, FailureCounter> {
  return new Map(
    rows.map((row) => [`${row.kind}:${row.key}`, { failures: Number(row.failures), lastFailureMs: Date.parse(row.last_failure_at) }]),
  );
}

/** The counters of one kind for keys in a list parameter, prepared once (the staff list asks for a page's accounts). */
const countersOfKind = preparedPerDatabase(
  (db, kind: CounterKey['kind'], keys: ListParam) =>
    db
      .selectFrom('sign_in_failures')
      .selectAll()
      .where('kind', '=', kind)
      .where(inList(db, 'key', keys, 'text')),
  2,
);

/**
 * The counters of `keys`, all of one kind, by `kind:key`: one prepared statement for any number of keys.
 *
 * @example
 * const counters = await readCountersOfKind(db, 'account', ['alice', 'bob']);
 */
export async function readCountersOfKind(
  db: Kysely<Database>,
  kind: CounterKey['kind'],
  keys: readonly string[],
): Promise<Map<string, FailureCounter>> {
  if (keys.length === 0) return new Map();
  return countersByKey(await countersOfKind(db)(kind, listParam(db, keys)));
}

/** The counters of `keys` that exist. */
export async function readCounters(db: Kysely<Database>, keys: readonly CounterKey[]): Promise<Map<string, FailureCounter>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('sign_in_failures')
    .selectAll()
    .where((eb) => eb.or(keys.map((k) => eb.and([eb('kind', '=', k.kind), eb('key', '=', k.key)]))))
    .execute();
  return countersByKey(rows);
}

/**
 * Adds a failure to the counter (starting again from 1 when its last failure is older than `resetBefore`)
 * and returns the new count.
 */
export async function addFailure(db: Kysely<Database>, key: CounterKey, now: Date, resetBefore: Date): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto('sign_in_failures')
    .values({ kind: key.kind, key: key.key, failures: 1, last_failure_at: at })
    .onConflict((oc) =>
      oc.columns(['kind', 'key']).doUpdateSet({
        failures: sql<number>`case when sign_in_failures.last_failure_at < ${resetBefore.toISOString()} then 1 else sign_in_failures.failures + 1 end`,
        last_failure_at: at,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

/** Removes a counter (a successful sign-in of the account, or an admin's unlock). */
export async function clearCounter(db: Kysely<Database>, key: CounterKey): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('kind', '=', key.kind).where('key', '=', key.key).execute();
}
