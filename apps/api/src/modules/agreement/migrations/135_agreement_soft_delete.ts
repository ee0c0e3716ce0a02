// Undoable deletes of agreement drafts (resources/undo.ts): a deleted draft keeps its row, stamped with when it was
// deleted, until its undo window is past and it is purged. The index finds the rows to purge.
import type { Kysely } from 'kysely';

/** Adds agreements.deleted_at and its index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('agreements').addColumn('deleted_at', 'text').execute();
  await db.schema.createIndex('agreements_deleted_idx').on('agreements').column('deleted_at').execute();
}

/** Drops them again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('agreements_deleted_idx').execute();
  await db.schema.alterTable('agreements').dropColumn('deleted_at').execute();
}
