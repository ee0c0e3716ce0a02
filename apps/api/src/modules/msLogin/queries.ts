import type { Kysely, Selectable } from 'kysely';
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

/** Stores an authorization request's secrets; the state is kept only as its hash. */
export async function saveTransaction(
  db: Kysely<Database>,
  input: { state: string; nonce: string; codeVerifier: string; browserHash: string; returnTo: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('oidc_transactions')
    .values({
      state_hash: secretHash(input.state),
      nonce: input.nonce,
      code_verifier: input.codeVerifier,
      browser_hash: input.browserHash,
      return_to: input.returnTo,
      created_at: now.toISOString(),
      expires_at: later(now, TRANSACTION_SECONDS),
    })
    .execute();
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
  const row = await db.deleteFrom('oidc_transactions').where('state_hash', '=', secretHash(state)).returningAll().executeTakeFirst();
  return row && row.expires_at > now.toISOString() ? row : undefined;
}

/** Issues a one-time ticket for a bound identity's user; returns the ticket (stored hashed). */
export async function issueTicket(
  db: Kysely<Database>,
  input: { userId: number; identityId: number; browserHash: string; returnTo: string },
  now: Date,
): Promise<string> {
  const ticket = newSecret();
  await db
    .insertInto('oidc_login_tickets')
    .values({
      ticket_hash: secretHash(ticket),
      user_id: input.userId,
      identity_id: input.identityId,
      browser_hash: input.browserHash,
      return_to: input.returnTo,
      created_at: now.toISOString(),
      expires_at: later(now, TICKET_SECONDS),
    })
    .execute();
  return ticket;
}

/** Takes a ticket out of the table (single use); undefined when unknown, expired or from another browser. */
export async function takeTicket(db: Kysely<Database>, ticket: string, browserHash: string | undefined, now: Date) {
  const row = await db.deleteFrom('oidc_login_tickets').where('ticket_hash', '=', secretHash(ticket)).returningAll().executeTakeFirst();
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
  await db
    .insertInto('pending_bindings')
    .values({
      pending_hash: secretHash(pending),
      provider: input.identity.provider,
      tenant: input.identity.tenant,
      oid: input.identity.oid,
      label: input.identity.label,
      browser_hash: input.browserHash,
      return_to: input.returnTo,
      created_at: now.toISOString(),
      expires_at: later(now, input.seconds),
    })
    .execute();
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
