// Row shapes of the verification tables (migration 011), referenced from db/types.ts.
// The code itself is never stored: only a per-row salt and the sha256 of salt + code.
import type { Generated } from 'kysely';

/** Stored status; `expired` is derived (issued and past expires_at), never written. */
export type StoredVerifyCodeStatus = 'issued' | 'used' | 'locked';

/** One verification code sent to a phone number. */
export interface VerifyCodesTable {
  id: Generated<number>;
  phone_number: string;
  purpose: string;
  /** Who asked for it; only that user can use it. */
  user_id: number | null;
  code_salt: string;
  code_hash: string;
  status: StoredVerifyCodeStatus;
  tries: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A message the recording SMS sender kept instead of sending. */
export interface SentMessagesTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  body: string;
  created_at: string;
}

/** This module's tables by name; they join `Database` (db/types.ts) by declaration merging. */
export interface VerifyCodeTables {
  verify_codes: VerifyCodesTable;
  sent_messages: SentMessagesTable;
}

declare module '../../db/types.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges this module's tables into the schema
  interface Database extends VerifyCodeTables {}
}
