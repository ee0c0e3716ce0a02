// Undoable deletes of Picture It sets (resources/undo.ts): a deleted set keeps its row, stamped with when it was
// deleted, until its undo window is past and it is purged with its images. The index finds the rows to purge.
import type { Kysely } from 'kysely';

/** Adds picture_it_sets.deleted_at and its index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('picture_it_sets').addColumn('deleted_at', 'text').execute();
  await db.schema.createIndex('picture_it_sets_deleted_idx').on('picture_it_sets').column('deleted_at').execute();
}

/** Drops them again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('picture_it_sets_deleted_idx').execute();
  await db.schema.alterTable('picture_it_sets').dropColumn('deleted_at').execute();
}
