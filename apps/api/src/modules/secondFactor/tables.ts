// The second factor's tables (migration 115). A TOTP secret is kept to check codes but never sent again after
// its enrolment; recovery codes and challenges are kept only as sha256 hashes (each is a long random value).
import type { Generated } from 'kysely';

/**
 * A user's TOTP authenticator or passkey; unconfirmed (confirmed_at null) until its first code, or the
 * authenticator's answer, arrives.
 */
export interface SecondFactorsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'totp' | 'passkey';
  name: string;
  /** TOTP: the Base32 secret (RFC 6238), shown once at enrolment. A pending passkey: its registration challenge. */
  secret: string | null;
  /** A passkey's credential id, public key (COSE, base64url), signature counter and transports (JSON). */
  credential_id: string | null;
  public_key: string | null;
  sign_count: number | null;
  transports: string | null;
  confirmed_at: string | null;
  /** The last accepted time step: a code is accepted once (a replay within its window is refused). */
  last_step: number | null;
  created_at: string;
  last_used_at: string | null;
}

/** One of a user's ten single-use recovery codes, by its sha256 hash. */
export interface SecondFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** The step between a right password and the second factor: its token's hash, whose it is, until when. */
export interface SecondFactorChallengesTable {
  token_hash: string;
  user_id: number;
  /** The username as typed at the password step (the throttle counts wrong codes where it counted the password). */
  username: string;
  failures: number;
  /** The WebAuthn challenge of a passkey answer, once asked for. */
  webauthn_challenge: string | null;
  created_at: string;
  expires_at: string;
}

/** This module's tables by name; they join `Database` (db/types.ts) by declaration merging. */
export interface SecondFactorTables {
  second_factors: SecondFactorsTable;
  second_factor_recovery_codes: SecondFactorRecoveryCodesTable;
  second_factor_challenges: SecondFactorChallengesTable;
}

declare module '../../db/types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this module's tables into the schema
  interface Database extends SecondFactorTables {}
}
