// Indexes behind the staff list (POST /api/admin/user/list): each filter (type, status, phone) and
// each sort (createdAt, username, realName) within a type, which every console page fixes.
import type { Kysely } from 'kysely';

const INDEXES: readonly { name: string; table: string; columns: string[] }[] = [
  { name: 'users_type_created_idx', table: 'users', columns: ['type', 'created_at'] },
  { name: 'users_type_username_idx', table: 'users', columns: ['type', 'username'] },
  { name: 'users_type_real_name_idx', table: 'users', columns: ['type', 'real_name'] },
  { name: 'users_status_idx', table: 'users', columns: ['status'] },
  { name: 'users_phone_number_idx', table: 'users', columns: ['phone_number'] },
  { name: 'users_email_idx', table: 'users', columns: ['email'] },
  { name: 'users_deleted_at_idx', table: 'users', columns: ['deleted_at'] },
];

/** Creates the staff-list indexes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES) {
    await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  }
}

/** Drops the staff-list indexes. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [...INDEXES].reverse()) await db.schema.dropIndex(index.name).execute();
}
