// The verification code list's totals kept in memory like the audit log's (migration 076): a version
// for the list, moved by every write to verify_codes.
import type { Kysely } from 'kysely';
import { addListVersions, dropListVersions } from './076_count_versions.js';

/** The list this migration adds and the table whose writes move it. */
export const VERIFY_CODE_LIST_SOURCES = { verifyCode: ['verify_codes'] } as const;

/** Adds the row and its triggers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addListVersions(db, VERIFY_CODE_LIST_SOURCES);
}

/** Drops them. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await dropListVersions(db, VERIFY_CODE_LIST_SOURCES);
}
