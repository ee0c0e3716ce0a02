// Baseline (issue 41): the file tables as file migrations 032, 099 and 101 and core migrations 075 and 098 (the
// file walk indexes; deleted since, a database that ran them skips this) left them, in one step for a new
// database. Uploaded files, stored in the database (so several servers share them), and what uses them. The list
// walks an index in its order carrying the columns its filters test; a rare keyword is searched instead, in
// SQLite's FTS5 trigram table or PostgreSQL's trigram index on `search_text` (the lowercased clean name).
import { sql, type Kysely } from 'kysely';
import { createWalkIndex, ensurePgTrgm, isPostgres, withId } from '../../../db/migrations/portable.js';

/** Creates files and file_usages. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await withId(db, db.schema.createTable('files'))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('clean_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('data', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('uploader_id', 'integer')
    .addColumn('uploader_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_clean_name_idx').on('files').column('clean_name').execute();
  await db.schema.createIndex('files_sha256_idx').on('files').column('sha256').execute();
  if (postgres) await sql`alter table files add column search_text text generated always as (lower(clean_name)) stored`.execute(db);
  const name = postgres ? 'search_text' : 'clean_name';
  await createWalkIndex(db, { name: 'files_walk_created_idx', table: 'files', keys: ['created_at', 'id'], tested: [name, 'mime'] });
  await createWalkIndex(db, { name: 'files_walk_mime_idx', table: 'files', keys: ['mime', 'created_at', 'id'], tested: [name] });
  if (postgres) {
    if (await ensurePgTrgm(db, 'the file keyword search'))
      await sql`create index files_search_text_trgm_idx on files using gin (search_text gin_trgm_ops)`.execute(db);
  } else {
    await sql`create virtual table files_search using fts5(clean_name, content='files', content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger files_search_ai after insert on files begin
      insert into files_search(rowid, clean_name) values (new.id, new.clean_name); end`.execute(db);
    await sql`create trigger files_search_ad after delete on files begin
      insert into files_search(files_search, rowid, clean_name) values ('delete', old.id, old.clean_name); end`.execute(db);
    await sql`create trigger files_search_au after update of clean_name on files begin
      insert into files_search(files_search, rowid, clean_name) values ('delete', old.id, old.clean_name);
      insert into files_search(rowid, clean_name) values (new.id, new.clean_name); end`.execute(db);
  }

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
