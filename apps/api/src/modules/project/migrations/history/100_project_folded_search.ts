// Issue 18: PostgreSQL's keyword walk computed lower(name) and lower(code) for every index entry it met,
// 0.52 us an entry at 100,000 projects, which made keyword walks half of the varied project list's database
// time. A stored, already lowercased copy tested with one LIKE costs 0.17 us. `search_text` holds
// lower(name) U+0001 lower(code): U+0001 is a character no request may contain (http/text-rule.ts), so no
// keyword matches across the two. The walk indexes carry it in place of name and code, and one trigram index
// over it replaces the two of migration 070 (a search probes one index, not two). SQLite is unchanged: its
// LIKE folds ASCII case itself and its walks test index entries at 0.06 us each.
import { sql, type Kysely } from 'kysely';
import { createWalkIndex, ensurePgTrgm, isPostgres, type WalkIndex } from '../../../../db/migrations/portable.js';

const SORT_COLUMNS = ['created_at', 'name', 'code', 'start_date'];
const shortName = (column: string) => column.replace(/_(at|date)$/, '');

/** A walk index of migration 096 (status first or not) testing `tested` after its keys. */
function walkIndex(column: string, status: boolean, tested: readonly string[]): WalkIndex {
  const keys = [...(status ? ['status'] : []), column, 'id'];
  return {
    name: `projects_walk_${status ? 'status_' : ''}${shortName(column)}_idx`,
    table: 'projects',
    keys,
    tested: tested.filter((c) => !keys.includes(c)),
  };
}

const FOLDED_TESTED = ['search_text', 'status', 'client_id', 'start_date', 'end_date'];
const PLAIN_TESTED = ['name', 'code', 'status', 'client_id', 'start_date', 'end_date'];

async function rebuildWalkIndexes(db: Kysely<unknown>, tested: readonly string[]): Promise<void> {
  for (const column of SORT_COLUMNS) {
    for (const status of [false, true]) {
      const index = walkIndex(column, status, tested);
      await db.schema.dropIndex(index.name).execute();
      await createWalkIndex(db, index);
    }
  }
}

/** PostgreSQL: adds `search_text`, walks on it, searches it through one trigram index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table projects add column search_text text
    generated always as (lower(name) || E'\\x01' || lower(code)) stored`.execute(db);
  await rebuildWalkIndexes(db, FOLDED_TESTED);
  if (!(await ensurePgTrgm(db, 'the project keyword search'))) return;
  await sql`drop index if exists projects_name_trgm_idx`.execute(db);
  await sql`drop index if exists projects_code_trgm_idx`.execute(db);
  await sql`create index projects_search_text_trgm_idx on projects using gin (search_text gin_trgm_ops)`.execute(db);
}

/** Puts migration 096's walk indexes and migration 070's trigram indexes back. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index if exists projects_search_text_trgm_idx`.execute(db);
  await rebuildWalkIndexes(db, PLAIN_TESTED);
  await sql`alter table projects drop column search_text`.execute(db);
  if (!(await ensurePgTrgm(db, 'the project keyword search'))) return;
  await sql`create index projects_name_trgm_idx on projects using gin (lower(name) gin_trgm_ops)`.execute(db);
  await sql`create index projects_code_trgm_idx on projects using gin (lower(code) gin_trgm_ops)`.execute(db);
}
