// Issue 37: a session delete can be undone (resources/undo.ts), like every other declared resource's. The session
// row stays, stamped with when it was deleted, with its participants, guide and minutes untouched, until its undo
// window is past and it is purged; every read of sessions skips stamped rows. The deleted_at index finds the rows
// to purge (and the few deleted ids a read leaves out).
import type { Kysely } from 'kysely';

/** Adds project_sessions.deleted_at and its index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('project_sessions').addColumn('deleted_at', 'text').execute();
  await db.schema.createIndex('project_sessions_deleted_idx').on('project_sessions').column('deleted_at').execute();
}

/** Drops them again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('project_sessions_deleted_idx').execute();
  await db.schema.alterTable('project_sessions').dropColumn('deleted_at').execute();
}
