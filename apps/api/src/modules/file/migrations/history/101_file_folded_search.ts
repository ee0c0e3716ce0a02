// Issue 18, as migration 100 did for projects: PostgreSQL's file keyword walk computed lower(clean_name) for
// every index entry it met. `search_text` is that lowercased name, stored; the two file walk indexes (migration
// 098) carry it in place of clean_name, and its trigram index replaces the one on lower(clean_name)
// (migration 099). SQLite is unchanged (its LIKE folds ASCII case itself).
import { sql, type Kysely } from 'kysely';
import { createWalkIndex, ensurePgTrgm, isPostgres, type WalkIndex } from '../../../../db/migrations/portable.js';

/** The file walk indexes of migration 098, testing `name` (the keyword's column) and the mime type. */
const walks = (name: string): WalkIndex[] => [
  { name: 'files_walk_created_idx', table: 'files', keys: ['created_at', 'id'], tested: [name, 'mime'] },
  { name: 'files_walk_mime_idx', table: 'files', keys: ['mime', 'created_at', 'id'], tested: [name] },
];

async function rebuildWalkIndexes(db: Kysely<unknown>, name: string): Promise<void> {
  for (const walk of walks(name)) {
    await db.schema.dropIndex(walk.name).execute();
    await createWalkIndex(db, walk);
  }
}

/** PostgreSQL: adds `search_text`, walks on it, searches it through its trigram index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table files add column search_text text generated always as (lower(clean_name)) stored`.execute(db);
  await rebuildWalkIndexes(db, 'search_text');
  if (!(await ensurePgTrgm(db, 'the file keyword search'))) return;
  await sql`drop index if exists files_clean_name_trgm_idx`.execute(db);
  await sql`create index files_search_text_trgm_idx on files using gin (search_text gin_trgm_ops)`.execute(db);
}

/** Puts migration 098's walk indexes and migration 099's trigram index back. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index if exists files_search_text_trgm_idx`.execute(db);
  await rebuildWalkIndexes(db, 'clean_name');
  await sql`alter table files drop column search_text`.execute(db);
  if (!(await ensurePgTrgm(db, 'the file keyword search'))) return;
  await sql`create index files_clean_name_trgm_idx on files using gin (lower(clean_name) gin_trgm_ops)`.execute(db);
}
