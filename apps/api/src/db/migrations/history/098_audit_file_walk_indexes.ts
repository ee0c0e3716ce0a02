// Issue 18: the audit log and the file list walk an index in their order (newest first) and test each
// entry against every filter, counting at most five pages ahead. Their indexes carried only the filtered
// column and the time, so each entry tested read its table row (~1 us): a filter matching nothing, such as
// an action and an outcome that never occur together, read every row of the action (71,000 of 1,000,000
// audit entries, ~70 ms); action and outcome together get an index of their own. Each index now carries every filtered column (SQLite: as trailing keys;
// PostgreSQL: INCLUDE), so the walk never reads the table until the page's 20 rows.
import type { Kysely } from 'kysely';
import { createWalkIndex, type WalkIndex } from '../portable.js';

interface Walk extends WalkIndex {
  replaces: string[];
}

const AUDIT_TESTED = ['actor_username', 'action', 'target', 'outcome'];
const auditWalk = (column: string | null, replaces: string): Walk => ({
  name: `audit_log_walk_${column ?? 'at'}_idx`,
  table: 'audit_log',
  keys: [...(column ? [column] : []), 'at', 'id'],
  tested: AUDIT_TESTED.filter((c) => c !== column),
  replaces: [replaces],
});

const WALKS: readonly Walk[] = [
  auditWalk(null, 'audit_log_at_idx'),
  auditWalk('actor_username', 'audit_log_actor_username_idx'),
  auditWalk('action', 'audit_log_action_idx'),
  auditWalk('target', 'audit_log_target_idx'),
  auditWalk('outcome', 'audit_log_outcome_idx'),
  // Action and outcome together ("failed sign-ins"): two big partitions whose pairs may never occur; walking
  // one and testing the other read a whole partition (166,000 entries, 60 ms) to find nothing.
  {
    name: 'audit_log_walk_action_outcome_idx',
    table: 'audit_log',
    keys: ['action', 'outcome', 'at', 'id'],
    tested: ['actor_username', 'target'],
    replaces: [],
  },
  {
    name: 'files_walk_created_idx',
    table: 'files',
    keys: ['created_at', 'id'],
    tested: ['clean_name', 'mime'],
    replaces: ['files_created_idx'],
  },
  {
    name: 'files_walk_mime_idx',
    table: 'files',
    keys: ['mime', 'created_at', 'id'],
    tested: ['clean_name'],
    replaces: ['files_mime_created_idx'],
  },
];

/** The indexes the walks replace, as they were (migrations 002, 032, 050, 075). */
const REPLACED: Record<string, { table: string; columns: string[] }> = {
  audit_log_at_idx: { table: 'audit_log', columns: ['at'] },
  audit_log_actor_username_idx: { table: 'audit_log', columns: ['actor_username', 'at'] },
  audit_log_action_idx: { table: 'audit_log', columns: ['action', 'at'] },
  audit_log_target_idx: { table: 'audit_log', columns: ['target', 'at'] },
  audit_log_outcome_idx: { table: 'audit_log', columns: ['outcome', 'at'] },
  files_created_idx: { table: 'files', columns: ['created_at'] },
  files_mime_created_idx: { table: 'files', columns: ['mime', 'created_at', 'id'] },
};

/** Replaces each index with its walk index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const walk of WALKS) {
    for (const old of walk.replaces) await db.schema.dropIndex(old).execute();
    await createWalkIndex(db, walk);
  }
}

/** Puts the replaced indexes back. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const walk of WALKS) {
    await db.schema.dropIndex(walk.name).execute();
    for (const old of walk.replaces) await db.schema.createIndex(old).on(REPLACED[old]!.table).columns(REPLACED[old]!.columns).execute();
  }
}
