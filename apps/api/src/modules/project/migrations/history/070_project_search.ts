// Indexed keyword search and sorted pages for the project list (issue 8). The keyword is a
// case-insensitive substring of name or code:
// - SQLite: an FTS5 table with the trigram tokenizer over projects(name, code) (external content,
//   kept in sync by triggers on insert/update/delete), queried with MATCH for keywords of 3+ characters;
// - PostgreSQL: pg_trgm GIN indexes on lower(name) and lower(code), used by the same `lower(x) like`
//   expression. When the extension cannot be created the list still works (a scan) and a warning is logged.
// Plus (status, sort column) indexes so a status-filtered page walks an index in order (no sort of the set).
import { sql, type Kysely } from 'kysely';
import { ensurePgTrgm, isPostgres } from '../../../../db/migrations/portable.js';

const STATUS_SORT_INDEXES: readonly { name: string; column: string }[] = [
  { name: 'projects_status_created_idx', column: 'created_at' },
  { name: 'projects_status_name_idx', column: 'name' },
  { name: 'projects_status_code_idx', column: 'code' },
  { name: 'projects_status_start_idx', column: 'start_date' },
];

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table projects_search using fts5(name, code, content='projects', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`insert into projects_search(projects_search) values ('rebuild')`.execute(db);
  await sql`create trigger projects_search_ai after insert on projects begin
    insert into projects_search(rowid, name, code) values (new.id, new.name, new.code); end`.execute(db);
  await sql`create trigger projects_search_ad after delete on projects begin
    insert into projects_search(projects_search, rowid, name, code) values ('delete', old.id, old.name, old.code); end`.execute(db);
  await sql`create trigger projects_search_au after update of name, code on projects begin
    insert into projects_search(projects_search, rowid, name, code) values ('delete', old.id, old.name, old.code);
    insert into projects_search(rowid, name, code) values (new.id, new.name, new.code); end`.execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  if (!(await ensurePgTrgm(db, 'the project keyword search'))) return;
  await sql`create index projects_name_trgm_idx on projects using gin (lower(name) gin_trgm_ops)`.execute(db);
  await sql`create index projects_code_trgm_idx on projects using gin (lower(code) gin_trgm_ops)`.execute(db);
}

/** Creates the keyword search index of the dialect and the (status, sort column) indexes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
  for (const index of STATUS_SORT_INDEXES) {
    await db.schema.createIndex(index.name).on('projects').columns(['status', index.column]).execute();
  }
}

/** Drops what {@link up} created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of STATUS_SORT_INDEXES) await db.schema.dropIndex(index.name).execute();
  if (isPostgres(db)) {
    await sql`drop index if exists projects_code_trgm_idx`.execute(db);
    await sql`drop index if exists projects_name_trgm_idx`.execute(db);
    return;
  }
  for (const trigger of ['projects_search_au', 'projects_search_ad', 'projects_search_ai'])
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  await sql`drop table projects_search`.execute(db);
}
