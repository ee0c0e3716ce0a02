// Indexes for the staff-and-access lists: role filters, active sign-ins by last activity, and every
// audit-log filter (actor, action, target, outcome; `at` and actor_user_id are indexed by 002).
import type { Kysely } from 'kysely';

const INDEXES: readonly { name: string; table: string; columns: string[] }[] = [
  { name: 'roles_status_idx', table: 'roles', columns: ['status'] },
  { name: 'roles_name_idx', table: 'roles', columns: ['name'] },
  { name: 'auth_sessions_active_idx', table: 'auth_sessions', columns: ['ended_at', 'last_seen_at'] },
  { name: 'audit_log_actor_username_idx', table: 'audit_log', columns: ['actor_username', 'at'] },
  { name: 'audit_log_action_idx', table: 'audit_log', columns: ['action', 'at'] },
  { name: 'audit_log_target_idx', table: 'audit_log', columns: ['target', 'at'] },
  { name: 'audit_log_outcome_idx', table: 'audit_log', columns: ['outcome', 'at'] },
  { name: 'permissions_kind_name_idx', table: 'permissions', columns: ['kind', 'name'] },
];

/** Creates the access indexes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) {
    await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  }
}

/** Drops the access indexes. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [...INDEXES].reverse()) await db.schema.dropIndex(index.name).execute();
}
