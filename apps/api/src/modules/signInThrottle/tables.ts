/**
 * A failure counter of sign-in throttling: one account's failures from one client address
 * (`account_address`) or from one device that signed in to it before (`device`), or one address's
 * failures across accounts (`address`). There is no counter of a whole account: nobody can lock its owner out.
 */
export interface SignInCountersTable {
  kind: 'account_address' | 'device' | 'address';
  /** Unique within the kind: `account|address`, `account|device hash`, or the address. */
  key: string;
  /** The lower-cased username the counter belongs to (null for an address counter). */
  account: string | null;
  /** The client address (IPv6 by its /64 network) the counter belongs to (null for a device counter). */
  address: string | null;
  failures: number;
  /** ISO time of the last failure. */
  last_failure_at: string;
}

/** A device (browser) that signed in to an account: its HttpOnly cookie's token, stored as a sha256 hash. */
export interface SignInDevicesTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  last_used_at: string;
  /** After this ISO time the device is a stranger again. */
  expires_at: string;
}

/** This module's tables by name; they join `Database` (db/types.ts) by declaration merging. */
export interface SignInThrottleTables {
  sign_in_counters: SignInCountersTable;
  sign_in_devices: SignInDevicesTable;
}

declare module '../../db/types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this module's tables into the schema
  interface Database extends SignInThrottleTables {}
}
