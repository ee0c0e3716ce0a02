// Undoable deletes of questions (resources/undo.ts): a deleted question keeps its row, stamped with when it was
// deleted, until its undo window is past and it is purged. The index finds the rows to purge. Its tags move into
// deleted_tags meanwhile (so the tag filter and tag list forget it) and come back with a restore.
import type { Kysely } from 'kysely';

/** Adds questions.deleted_at (and its index) and deleted_tags. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('questions').addColumn('deleted_at', 'text').execute();
  await db.schema.alterTable('questions').addColumn('deleted_tags', 'text').execute();
  await db.schema.createIndex('questions_deleted_idx').on('questions').column('deleted_at').execute();
}

/** Drops them again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('questions_deleted_idx').execute();
  await db.schema.alterTable('questions').dropColumn('deleted_tags').execute();
  await db.schema.alterTable('questions').dropColumn('deleted_at').execute();
}
