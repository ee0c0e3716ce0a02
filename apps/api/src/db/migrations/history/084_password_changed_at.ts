// When each password was last set, so that a one-time password (a new account, a reset, a generated first
// admin password) expires (ONE_TIME_PASSWORD_HOURS). Existing rows start from their last update.
import { sql, type Kysely } from 'kysely';

/** Adds users.password_changed_at, filled from updated_at. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('password_changed_at', 'text').execute();
  await sql`update users set password_changed_at = updated_at`.execute(db);
}

/** Drops it. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('password_changed_at').execute();
}
