// The counters of sign-in throttling in the database: one row per (kind, key), incremented atomically in
// one statement so that concurrent failures on several servers are all counted.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/types.js';
import { inList, listParam, preparedPerDatabase, type ListParam } from '../../db/prepared-query.js';
import type { FailureCounter } from './rules.js';
import type { SignInCountersTable } from './tables.js';

/** Which counter, and whose: the account and address it belongs to, for lifting locks by either. */
export interface CounterKey {
  kind: SignInCountersTable['kind'];
  key: string;
  account: string | null;
  address: string | null;
}

/** A stored counter with its owners. */
export interface StoredCounter extends FailureCounter, Omit<CounterKey, 'key'> {
  key: string;
}

function storedCounter(row: Selectable<SignInCountersTable>): StoredCounter {
  return {
    kind: row.kind,
    key: row.key,
    account: row.account,
    address: row.address,
    failures: Number(row.failures),
    lastFailureMs: Date.parse(row.last_failure_at),
  };
}

/** The counters of the accounts in a list parameter, prepared once (the staff list asks for a page's accounts). */
const countersOfAccounts = preparedPerDatabase(
  (db, accounts: ListParam) =>
    db
      .selectFrom('sign_in_counters')
      .selectAll()
      .where(inList(db, 'account', accounts, 'text')),
  1,
);

/**
 * Every counter of the (lower-cased) `accounts`: from addresses and from devices.
 *
 * @example
 * const counters = await readAccountCounters(db, ['alice', 'bob']);
 */
export async function readAccountCounters(db: Kysely<Database>, accounts: readonly string[]): Promise<StoredCounter[]> {
  if (accounts.length === 0) return [];
  return (await countersOfAccounts(db)(listParam(db, accounts))).map(storedCounter);
}

/** The counters of `keys` that exist, by `kind:key`. */
export async function readCounters(db: Kysely<Database>, keys: readonly CounterKey[]): Promise<Map<string, StoredCounter>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('sign_in_counters')
    .selectAll()
    .where((eb) => eb.or(keys.map((k) => eb.and([eb('kind', '=', k.kind), eb('key', '=', k.key)]))))
    .execute();
  return new Map(rows.map((row) => [`${row.kind}:${row.key}`, storedCounter(row)]));
}

/** Address counters with at least `failures` failures since `since` (the admins' list of throttled addresses). */
export async function readBusyAddresses(db: Kysely<Database>, failures: number, since: Date, limit: number): Promise<StoredCounter[]> {
  const rows = await db
    .selectFrom('sign_in_counters')
    .selectAll()
    .where('kind', '=', 'address')
    .where('failures', '>=', failures)
    .where('last_failure_at', '>=', since.toISOString())
    .orderBy('last_failure_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(storedCounter);
}

/**
 * Adds a failure to the counter (starting again from 1 when its last failure is older than `resetBefore`)
 * and returns the new count.
 */
export async function addFailure(db: Kysely<Database>, key: CounterKey, now: Date, resetBefore: Date): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto('sign_in_counters')
    .values({ kind: key.kind, key: key.key, account: key.account, address: key.address, failures: 1, last_failure_at: at })
    .onConflict((oc) =>
      oc.columns(['kind', 'key']).doUpdateSet({
        failures: sql<number>`case when sign_in_counters.last_failure_at < ${resetBefore.toISOString()} then 1 else sign_in_counters.failures + 1 end`,
        last_failure_at: at,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

/** Removes a counter (a successful sign-in from its place). */
export async function clearCounter(db: Kysely<Database>, key: CounterKey): Promise<void> {
  await db.deleteFrom('sign_in_counters').where('kind', '=', key.kind).where('key', '=', key.key).execute();
}

/** What to unlock: one account from everywhere, one address for every account, or everything. */
export type UnlockTarget = { account: string } | { address: string } | { everything: true };

/**
 * Removes the counters of an account (from every address and device), of an address (its own and every
 * account's from it), or all of them; returns how many went.
 *
 * @example
 * await clearCounters(db, { address: '203.0.113.7' });
 */
export async function clearCounters(db: Kysely<Database>, target: UnlockTarget): Promise<number> {
  let query = db.deleteFrom('sign_in_counters');
  if ('account' in target) query = query.where('account', '=', target.account);
  else if ('address' in target) query = query.where('address', '=', target.address);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
