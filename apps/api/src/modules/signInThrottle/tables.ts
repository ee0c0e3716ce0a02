/** A failure counter of sign-in throttling: per account (`kind` 'account', key the username) or per client address. */
export interface SignInFailuresTable {
  kind: 'account' | 'address';
  key: string;
  failures: number;
  /** ISO time of the last failure. */
  last_failure_at: string;
}
