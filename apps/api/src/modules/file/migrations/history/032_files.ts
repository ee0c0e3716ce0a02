// Uploaded files, stored in the database (so several servers share them), and what uses them.
import type { Kysely } from 'kysely';
import { isPostgres, withId } from '../../../../db/migrations/portable.js';

/** Creates files and file_usages. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('files'))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('clean_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('uploader_id', 'integer')
    .addColumn('uploader_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_created_idx').on('files').column('created_at').execute();
  await db.schema.createIndex('files_clean_name_idx').on('files').column('clean_name').execute();
  await db.schema.createIndex('files_mime_idx').on('files').column('mime').execute();
  await db.schema.createIndex('files_sha256_idx').on('files').column('sha256').execute();

  // Other modules (e.g. Picture It images) record here what uses a file; delete is refused while any row exists.
  await withId(db, db.schema.createTable('file_usages'))
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('restrict'))
    .addColumn('owner_kind', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('file_usages_uq', ['file_id', 'owner_kind', 'owner_id'])
    .execute();
  await db.schema.createIndex('file_usages_owner_idx').on('file_usages').columns(['owner_kind', 'owner_id']).execute();
}

/** Drops the file tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('file_usages').execute();
  await db.schema.dropTable('files').execute();
}
