// Undoable deletes of files (resources/undo.ts): a deleted file keeps its row, bytes and all, stamped with when it
// was deleted, so a restore brings back a file that still downloads; the purge removes the row and its bytes once
// the undo window is past. The two file walk indexes (migrations 098 and 101) carry the stamp as a tested column,
// so the list's walk still tests every filter on the index entry; the new (partial) index finds the rows to purge.
import { sql, type Kysely } from 'kysely';
import { createWalkIndex, isPostgres, type WalkIndex } from '../../../db/migrations/portable.js';

/** The file walk indexes testing the keyword's column (`search_text` on PostgreSQL, migration 101) and `more`. */
const walks = (db: Kysely<unknown>, more: readonly string[]): WalkIndex[] => {
  const name = isPostgres(db) ? 'search_text' : 'clean_name';
  return [
    { name: 'files_walk_created_idx', table: 'files', keys: ['created_at', 'id'], tested: [name, 'mime', ...more] },
    { name: 'files_walk_mime_idx', table: 'files', keys: ['mime', 'created_at', 'id'], tested: [name, ...more] },
  ];
};

async function rebuildWalkIndexes(db: Kysely<unknown>, more: readonly string[]): Promise<void> {
  for (const walk of walks(db, more)) {
    await db.schema.dropIndex(walk.name).execute();
    await createWalkIndex(db, walk);
  }
}

/** Adds files.deleted_at, its index, and the stamp to the walk indexes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').addColumn('deleted_at', 'text').execute();
  // Partial: it holds only the deleted rows, so no list of live files is tempted to find `deleted_at is null` by it.
  await sql`create index files_deleted_idx on files (deleted_at) where deleted_at is not null`.execute(db);
  await rebuildWalkIndexes(db, ['deleted_at']);
}

/** Puts the walk indexes back and drops the stamp. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuildWalkIndexes(db, []);
  await db.schema.dropIndex('files_deleted_idx').execute();
  await db.schema.alterTable('files').dropColumn('deleted_at').execute();
}
