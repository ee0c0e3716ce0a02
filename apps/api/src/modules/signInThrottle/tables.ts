/** A failure counter of sign-in throttling: per account (`kind` 'account', key the username) or per client address. */
export interface SignInFailuresTable {
  kind: 'account' | 'address';
  key: string;
  failures: number;
  /** ISO time of the last failure. */
  last_failure_at: string;
}

/** This module's tables by name; they join `Database` (db/types.ts) by declaration merging. */
export interface SignInThrottleTables {
  sign_in_failures: SignInFailuresTable;
}

declare module '../../db/types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this module's tables into the schema
  interface Database extends SignInThrottleTables {}
}
