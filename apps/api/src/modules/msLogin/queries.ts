import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/types.js';
import type { VerifiedIdentity } from '../../oidc/types.js';
import { newSecret, secretHash } from './secrets.js';
import type { OidcTransactionsTable, PendingBindingsTable } from './tables.js';

/** How long the provider has to answer an authorization request. */
export const TRANSACTION_SECONDS = 10 * 60;
/** How long a sign-in ticket can be exchanged. */
export const TICKET_SECONDS = 60;

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

/** Deletes expired transactions, tickets and pending bindings (called on each new sign-in). */
export async function purgeExpired(db: Kysely<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.deleteFrom('oidc_transactions').where('expires_at', '<=', at).execute();
  await db.deleteFrom('oidc_login_tickets').where('expires_at', '<=', at).execute();
  // Kept a day after expiry so the binding page can tell "expired" from "unknown".
  await db.deleteFrom('pending_bindings').where('expires_at', '<=', later(now, -86_400)).execute();
}

/** The tables of short-lived rows kept under a secret's hash, and the column holding the hash. */
const HASH_COLUMN = { oidc_transactions: 'state_hash', oidc_login_tickets: 'ticket_hash', pending_bindings: 'pending_hash' } as const;
type SecretTable = keyof typeof HASH_COLUMN;

/** Stores `values` in `table` under `secret`'s hash, created now and expiring `seconds` later. */
async function storeUnderSecret<T extends SecretTable>(
  db: Kysely<Database>,
  table: T,
  secret: string,
  values: Omit<Insertable<Database[T]>, (typeof HASH_COLUMN)[T] | 'created_at' | 'expires_at'>,
  now: Date,
  seconds: number,
): Promise<void> {
  const stamps = { [HASH_COLUMN[table]]: secretHash(secret), created_at: now.toISOString(), expires_at: later(now, seconds) };
  await db
    .insertInto(table)
    .values({ ...values, ...stamps } as never)
    .execute();
}

/** Takes the row of `secret` out of `table` (single use: a replay finds nothing), expired or not. */
async function takeBySecret<T extends SecretTable>(
  db: Kysely<Database>,
  table: T,
  secret: string,
): Promise<Selectable<Database[T]> | undefined> {
  const taken = db.deleteFrom(table as SecretTable).where(db.dynamic.ref(HASH_COLUMN[table]), '=', secretHash(secret));
  return (await taken.returningAll().executeTakeFirst()) as Selectable<Database[T]> | undefined;
}

/** Stores an authorization request's secrets; the state is kept only as its hash. */
export async function saveTransaction(
  db: Kysely<Database>,
  input: { state: string; nonce: string; codeVerifier: string; browserHash: string; returnTo: string },
  now: Date,
): Promise<void> {
  const { state, codeVerifier, browserHash, returnTo } = input;
  const values = { nonce: input.nonce, code_verifier: codeVerifier, browser_hash: browserHash, return_to: returnTo };
  await storeUnderSecret(db, 'oidc_transactions', state, values, now, TRANSACTION_SECONDS);
}

/**
 * Takes the transaction of a state out of the table (single use: a replay finds nothing) and answers it
 * only when it has not expired.
 */
export async function takeTransaction(
  db: Kysely<Database>,
  state: string,
  now: Date,
): Promise<Selectable<OidcTransactionsTable> | undefined> {
  const row = await takeBySecret(db, 'oidc_transactions', state);
  return row && row.expires_at > now.toISOString() ? row : undefined;
}

/** Issues a one-time ticket for a bound identity's user; returns the ticket (stored hashed). */
export async function issueTicket(
  db: Kysely<Database>,
  input: { userId: number; identityId: number; browserHash: string; returnTo: string },
  now: Date,
): Promise<string> {
  const ticket = newSecret();
  const values = { user_id: input.userId, identity_id: input.identityId, browser_hash: input.browserHash, return_to: input.returnTo };
  await storeUnderSecret(db, 'oidc_login_tickets', ticket, values, now, TICKET_SECONDS);
  return ticket;
}

/** Takes a ticket out of the table (single use); undefined when unknown, expired or from another browser. */
export async function takeTicket(db: Kysely<Database>, ticket: string, browserHash: string | undefined, now: Date) {
  const row = await takeBySecret(db, 'oidc_login_tickets', ticket);
  if (!row || row.expires_at <= now.toISOString() || row.browser_hash !== browserHash) return undefined;
  return row;
}

/** Holds a verified but unbound identity for the binding screen; returns the pending id (stored hashed). */
export async function savePendingBinding(
  db: Kysely<Database>,
  input: { identity: VerifiedIdentity; browserHash: string; returnTo: string; seconds: number },
  now: Date,
): Promise<string> {
  const pending = newSecret();
  const { provider, tenant, oid, label } = input.identity;
  const values = { provider, tenant, oid, label, browser_hash: input.browserHash, return_to: input.returnTo };
  await storeUnderSecret(db, 'pending_bindings', pending, values, now, input.seconds);
  return pending;
}

/** State of a pending binding for this browser: usable, expired (or used up), or unknown. */
export type PendingLookup = { status: 'active'; row: Selectable<PendingBindingsTable> } | { status: 'expired' } | { status: 'unknown' };

/** Finds a pending binding by its id; one from another browser counts as unknown. */
export async function findPendingBinding(
  db: Kysely<Database>,
  pending: string,
  browserHash: string | undefined,
  now: Date,
): Promise<PendingLookup> {
  const row = await db.selectFrom('pending_bindings').selectAll().where('pending_hash', '=', secretHash(pending)).executeTakeFirst();
  if (!row || row.browser_hash !== browserHash) return { status: 'unknown' };
  if (row.consumed_at !== null || row.expires_at <= now.toISOString()) return { status: 'expired' };
  return { status: 'active', row };
}

/** Counts a wrong password against a pending binding; returns the new count. */
export async function countFailedAttempt(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .updateTable('pending_bindings')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('failed_attempts')
    .executeTakeFirst();
  return Number(row?.failed_attempts ?? 0);
}

/** Marks a pending binding used, only if still unused; false when another request got there first. */
export async function consumePendingBinding(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('pending_bindings')
    .set({ consumed_at: now.toISOString() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
