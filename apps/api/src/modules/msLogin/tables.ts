// Row shapes of the Microsoft sign-in tables (migration 040_ms_login). Secrets handed to the browser
// (state, ticket, pending id, browser cookie) are stored only as sha256 hashes; nonce and PKCE
// verifier never leave the server, live ten minutes at most and are deleted when used.
import type { Generated } from 'kysely';

/** An authorization request sent to the provider and not yet answered (single use). */
export interface OidcTransactionsTable {
  id: Generated<number>;
  state_hash: string;
  nonce: string;
  code_verifier: string;
  /** Hash of the HttpOnly cookie of the browser that started the flow. */
  browser_hash: string;
  /** Local console path to open after sign-in. */
  return_to: string;
  created_at: string;
  expires_at: string;
}

/** A one-time ticket the sign-in page exchanges for a session token (60 s, single use). */
export interface OidcLoginTicketsTable {
  id: Generated<number>;
  ticket_hash: string;
  user_id: number;
  identity_id: number;
  browser_hash: string;
  return_to: string;
  created_at: string;
  expires_at: string;
}

/** A verified Microsoft identity waiting for the person to prove a staff account. */
export interface PendingBindingsTable {
  id: Generated<number>;
  pending_hash: string;
  provider: string;
  tenant: string;
  oid: string;
  /** Display hint (name / preferred_username); never used for matching. */
  label: string | null;
  browser_hash: string;
  return_to: string;
  failed_attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

/** A Microsoft identity bound to a staff account: unique per (provider, tenant, oid) and per (provider, user). */
export interface ExternalIdentitiesTable {
  id: Generated<number>;
  provider: string;
  tenant: string;
  oid: string;
  user_id: number;
  label: string | null;
  created_at: string;
  last_login_at: string | null;
}

/** This module's tables by name; they join `Database` (db/types.ts) by declaration merging. */
export interface MsLoginTables {
  oidc_transactions: OidcTransactionsTable;
  oidc_login_tickets: OidcLoginTicketsTable;
  pending_bindings: PendingBindingsTable;
  external_identities: ExternalIdentitiesTable;
}

declare module '../../db/types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this module's tables into the schema
  interface Database extends MsLoginTables {}
}
