// Indexed keyword search for the file list (issue 18), as migration 070 gave the project list: a rare
// keyword (a number, a rare word) made the list walk every file (100,000 files: 5 ms per query). SQLite
// gets an FTS5 trigram table over files(clean_name), kept in sync by triggers; PostgreSQL a pg_trgm GIN
// index on lower(clean_name) (when the extension cannot be created the list still works, by walking).
// The list picks a plan per keyword (db/keyword-plan.ts).
import { sql, type Kysely } from 'kysely';
import { ensurePgTrgm, isPostgres } from '../../../../db/migrations/portable.js';

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table files_search using fts5(clean_name, content='files', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`insert into files_search(files_search) values ('rebuild')`.execute(db);
  await sql`create trigger files_search_ai after insert on files begin
    insert into files_search(rowid, clean_name) values (new.id, new.clean_name); end`.execute(db);
  await sql`create trigger files_search_ad after delete on files begin
    insert into files_search(files_search, rowid, clean_name) values ('delete', old.id, old.clean_name); end`.execute(db);
  await sql`create trigger files_search_au after update of clean_name on files begin
    insert into files_search(files_search, rowid, clean_name) values ('delete', old.id, old.clean_name);
    insert into files_search(rowid, clean_name) values (new.id, new.clean_name); end`.execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  if (!(await ensurePgTrgm(db, 'the file keyword search'))) return;
  await sql`create index files_clean_name_trgm_idx on files using gin (lower(clean_name) gin_trgm_ops)`.execute(db);
}

/** Creates the file keyword index of the dialect. */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

/** Drops it. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists files_clean_name_trgm_idx`.execute(db);
    return;
  }
  for (const trigger of ['files_search_au', 'files_search_ad', 'files_search_ai']) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  await sql`drop table files_search`.execute(db);
}
