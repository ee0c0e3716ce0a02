// The core schema's migrations (accounts, roles, the permission tree, sign-in sessions, the audit log, caches):
// bundled into dist/server.js, so no folder scanning at run time. A module's own migrations live in its folder
// and are listed in its module.ts; modules/collect.ts (allMigrations) puts both together. The core history up to
// 126 is folded into 001_core_baseline (issue 41; CORE_HISTORY names what it folded, for databases that ran it).
import type { Migration } from 'kysely';
import type { FoldedHistory } from '../migration-lineage.js';
import * as baseline from './001_core_baseline.js';
import * as m090 from './090_bilingual_labels.js';
import * as m155 from './155_plain_list_indexes.js';

/** Core migrations a new database runs, by name; Kysely runs them with the modules' in name order. */
export const CORE_MIGRATIONS: Record<string, Migration> = {
  '001_core_baseline': baseline,
  // Not folded: it adds the zh-CN columns of the dict module's tables too, and fills its seeded rows.
  '090_bilingual_labels': m090,
  // The audit and staff lists' walk indexes made plain, PostgreSQL's staff search_text dropped (issue 41).
  '155_plain_list_indexes': m155,
};

/**
 * The core history, by name (the migrations are deleted): a database that ran all of `folded` skips the baseline.
 * Pieces of it made other modules' schema (073's project list triggers, 075's verify-code and Picture It indexes,
 * 098's file walks): a new database gets them from those modules' baselines.
 */
export const CORE_HISTORY: FoldedHistory = {
  baseline: { '001_core_baseline': baseline },
  folded: [
    '001_identity',
    '002_sessions_and_audit',
    '010_staff_indexes',
    '021_permission_active_menu',
    '050_access_indexes',
    '071_list_counts',
    '072_access_version',
    '073_list_versions',
    '075_list_sort_indexes',
    '076_count_versions',
    '077_verify_code_version',
    '078_drop_list_counts',
    '084_password_changed_at',
    '097_drop_count_versions',
    '098_audit_file_walk_indexes',
    '102_staff_walk_indexes',
    '126_derived_schema',
  ],
};
