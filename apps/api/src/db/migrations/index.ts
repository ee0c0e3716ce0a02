// The static migration list: bundled into dist/server.js, so no folder scanning at run time.
// Add new files as NNN_name.ts and list them here in order.
import type { Migration } from 'kysely';
import * as m001 from './001_identity.js';
import * as m002 from './002_sessions_and_audit.js';
import * as m010 from './010_staff_indexes.js';
import * as m011 from './011_verify_codes.js';
import * as m020 from './020_projects.js';
import * as m021 from './021_permission_active_menu.js';
import * as m030 from './030_dictionaries.js';
import * as m031 from './031_agreements.js';
import * as m032 from './032_files.js';
import * as m040 from './040_ms_login.js';
import * as m050 from './050_access_indexes.js';
import * as m060 from './060_question_bank.js';
import * as m061 from './061_meeting_minutes.js';
import * as m070 from './070_project_search.js';
import * as m071 from './071_list_counts.js';
import * as m072 from './072_access_version.js';
import * as m073 from './073_list_versions.js';
import * as m074 from './074_project_cover_indexes.js';
import * as m075 from './075_list_sort_indexes.js';
import * as m076 from './076_count_versions.js';
import * as m077 from './077_verify_code_version.js';
import * as m078 from './078_drop_list_counts.js';
import * as m084 from './084_password_changed_at.js';
import * as m088 from './088_mask_sent_codes.js';
import * as m089 from './089_sign_in_failures.js';
import * as m090 from './090_bilingual_labels.js';
import * as m095 from './095_sample_data.js';
import * as m096 from './096_project_walk_indexes.js';
import * as m097 from './097_drop_count_versions.js';
import * as m098 from './098_audit_file_walk_indexes.js';
import * as m099 from './099_file_search.js';
/** All migrations by name; Kysely runs them in name order. */
export const migrations: Record<string, Migration> = {
  '001_identity': m001,
  '002_sessions_and_audit': m002,
  '010_staff_indexes': m010,
  '011_verify_codes': m011,
  '020_projects': m020,
  '021_permission_active_menu': m021,
  '030_dictionaries': m030,
  '031_agreements': m031,
  '032_files': m032,
  '040_ms_login': m040,
  '050_access_indexes': m050,
  '060_question_bank': m060,
  '061_meeting_minutes': m061,
  '070_project_search': m070,
  '071_list_counts': m071,
  '072_access_version': m072,
  '073_list_versions': m073,
  '074_project_cover_indexes': m074,
  '075_list_sort_indexes': m075,
  '076_count_versions': m076,
  '077_verify_code_version': m077,
  '078_drop_list_counts': m078,
  '084_password_changed_at': m084,
  '088_mask_sent_codes': m088,
  '089_sign_in_failures': m089,
  '090_bilingual_labels': m090,
  '095_sample_data': m095,
  '096_project_walk_indexes': m096,
  '097_drop_count_versions': m097,
  '098_audit_file_walk_indexes': m098,
  '099_file_search': m099,
};
