// The audit log, file and verification code lists no longer keep their totals in memory (issue 18): each
// request counts at most five pages past the page it asks for (db/bounded-total.ts), which costs less than
// reading a version, so the versions of migrations 076 and 077 and the triggers that moved them on every
// write to audit_log, files and verify_codes are dropped.
import type { Kysely } from 'kysely';
import { addListVersions, COUNT_LIST_SOURCES, dropListVersions } from './076_count_versions.js';
import { VERIFY_CODE_LIST_SOURCES } from './077_verify_code_version.js';

/** Drops the versions and their triggers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await dropListVersions(db, VERIFY_CODE_LIST_SOURCES);
  await dropListVersions(db, COUNT_LIST_SOURCES);
}

/** Puts them back. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await addListVersions(db, COUNT_LIST_SOURCES);
  await addListVersions(db, VERIFY_CODE_LIST_SOURCES);
}
