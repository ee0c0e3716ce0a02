// Users' list settings on the server (issue 37): one row per user and list, removed with the user.
import type { Kysely } from 'kysely';

/** Creates list_preferences, keyed by user and list name. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('list_preferences')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('preferences', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('list_preferences_pk', ['user_id', 'list'])
    .execute();
}

/** Drops it. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('list_preferences').execute();
}
