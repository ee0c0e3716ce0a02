// Undoable deletes of dictionaries and their items (resources/undo.ts): a deleted dictionary or item keeps its row,
// stamped with when it was deleted, until its undo window is past and it is purged. A deleted dictionary hides its
// items with it; the indexes find the rows to purge.
import type { Kysely } from 'kysely';

/** Adds dicts.deleted_at and dict_items.deleted_at with their indexes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dicts').addColumn('deleted_at', 'text').execute();
  await db.schema.createIndex('dicts_deleted_idx').on('dicts').column('deleted_at').execute();
  await db.schema.alterTable('dict_items').addColumn('deleted_at', 'text').execute();
  await db.schema.createIndex('dict_items_deleted_idx').on('dict_items').column('deleted_at').execute();
}

/** Drops them again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('dict_items_deleted_idx').execute();
  await db.schema.alterTable('dict_items').dropColumn('deleted_at').execute();
  await db.schema.dropIndex('dicts_deleted_idx').execute();
  await db.schema.alterTable('dicts').dropColumn('deleted_at').execute();
}
