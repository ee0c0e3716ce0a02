// The core schema's migrations (accounts, roles, the permission tree, sign-in sessions, the audit log, caches):
// bundled into dist/server.js, so no folder scanning at run time. A module's own migrations live in its folder
// and are listed in its module.ts; modules/collect.ts (allMigrations) puts both together. The core history up to
// 126 is folded into 001_core_baseline (issue 41; history/ keeps it for databases that ran it, CORE_HISTORY).
import type { Migration } from 'kysely';
import type { FoldedHistory } from '../migration-lineage.js';
import * as baseline from './001_core_baseline.js';
import * as m090 from './090_bilingual_labels.js';
import * as m155 from './155_plain_list_indexes.js';
import * as m001 from './history/001_identity.js';
import * as m002 from './history/002_sessions_and_audit.js';
import * as m010 from './history/010_staff_indexes.js';
import * as m021 from './history/021_permission_active_menu.js';
import * as m050 from './history/050_access_indexes.js';
import * as m071 from './history/071_list_counts.js';
import * as m072 from './history/072_access_version.js';
import * as m073 from './history/073_list_versions.js';
import * as m075 from './history/075_list_sort_indexes.js';
import * as m076 from './history/076_count_versions.js';
import * as m077 from './history/077_verify_code_version.js';
import * as m078 from './history/078_drop_list_counts.js';
import * as m084 from './history/084_password_changed_at.js';
import * as m097 from './history/097_drop_count_versions.js';
import * as m098 from './history/098_audit_file_walk_indexes.js';
import * as m102 from './history/102_staff_walk_indexes.js';
import * as m126 from './history/126_derived_schema.js';

/** Core migrations a new database runs, by name; Kysely runs them with the modules' in name order. */
export const CORE_MIGRATIONS: Record<string, Migration> = {
  '001_core_baseline': baseline,
  // Not folded: it adds the zh-CN columns of the dict module's tables too, and fills its seeded rows.
  '090_bilingual_labels': m090,
  // The audit and staff lists' walk indexes made plain, PostgreSQL's staff search_text dropped (issue 41).
  '155_plain_list_indexes': m155,
};

/**
 * The core history: a database that ran any of it runs `folded` in place of the baseline. Pieces of it made other
 * modules' schema (073's project list triggers, 075's verify-code and Picture It indexes, 098's file walks): a new
 * database gets them from those modules' baselines.
 */
export const CORE_HISTORY: FoldedHistory = {
  baseline: { '001_core_baseline': baseline },
  folded: {
    '001_identity': m001,
    '002_sessions_and_audit': m002,
    '010_staff_indexes': m010,
    '021_permission_active_menu': m021,
    '050_access_indexes': m050,
    '071_list_counts': m071,
    '072_access_version': m072,
    '073_list_versions': m073,
    '075_list_sort_indexes': m075,
    '076_count_versions': m076,
    '077_verify_code_version': m077,
    '078_drop_list_counts': m078,
    '084_password_changed_at': m084,
    '097_drop_count_versions': m097,
    '098_audit_file_walk_indexes': m098,
    '102_staff_walk_indexes': m102,
    '126_derived_schema': m126,
  },
};
