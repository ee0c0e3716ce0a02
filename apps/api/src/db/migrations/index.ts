// The core schema's migrations (accounts, roles, the permission tree, sign-in sessions, the audit log, caches):
// bundled into dist/server.js, so no folder scanning at run time. A module's own migrations live in its folder
// and are listed in its module.ts; modules/collect.ts (allMigrations) puts both together.
import type { Migration } from 'kysely';
import * as m001 from './001_identity.js';
import * as m002 from './002_sessions_and_audit.js';
import * as m010 from './010_staff_indexes.js';
import * as m021 from './021_permission_active_menu.js';
import * as m050 from './050_access_indexes.js';
import * as m071 from './071_list_counts.js';
import * as m072 from './072_access_version.js';
import * as m073 from './073_list_versions.js';
import * as m075 from './075_list_sort_indexes.js';
import * as m076 from './076_count_versions.js';
import * as m077 from './077_verify_code_version.js';
import * as m078 from './078_drop_list_counts.js';
import * as m084 from './084_password_changed_at.js';
import * as m090 from './090_bilingual_labels.js';
import * as m097 from './097_drop_count_versions.js';
import * as m098 from './098_audit_file_walk_indexes.js';
import * as m102 from './102_staff_walk_indexes.js';
import * as m126 from './126_derived_schema.js';
/** Core migrations by name; Kysely runs them with the modules' in name order. */
export const CORE_MIGRATIONS: Record<string, Migration> = {
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
  '090_bilingual_labels': m090,
  '097_drop_count_versions': m097,
  '098_audit_file_walk_indexes': m098,
  '102_staff_walk_indexes': m102,
  '126_derived_schema': m126,
};
