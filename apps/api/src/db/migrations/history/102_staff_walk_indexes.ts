// Issue 18: the staff list (2,500 accounts in the benchmark) was the slowest varied list per row. Without a
// type filter it sorted every account (SQLite: 4-6 ms for a page, `USE TEMP B-TREE FOR ORDER BY`), and a
// keyword computed lower() of four columns for every account, twice (the count and the page). Each sort now
// has a walk index, with and without the type first, carrying every column a filter tests, so a page and its
// bounded total are one walk over index entries (modules/user/queries.ts). PostgreSQL gets `search_text`,
// the four searched columns lowercased and joined by U+0001 (a character no request may contain,
// http/text-rule.ts), tested with one LIKE as the project list does (migration 100); SQLite's LIKE folds
// ASCII case itself, as its lower() does, so it tests the columns as they are.
import { sql, type Kysely } from 'kysely';
import { createWalkIndex, ensurePgTrgm, isPostgres, type WalkIndex } from '../portable.js';

const SORT_COLUMNS = { created: 'created_at', username: 'username', real_name: 'real_name' } as const;
const SEARCHED = ['username', 'real_name', 'email', 'phone_number'];

/** The walk indexes; `searched` is what a keyword tests on this engine. */
function walks(searched: readonly string[]): WalkIndex[] {
  return Object.entries(SORT_COLUMNS).flatMap(([short, column]) =>
    [false, true].map((typed) => {
      const keys = [...(typed ? ['type'] : []), column, 'id'];
      const tested = ['deleted_at', 'status', ...(typed ? [] : ['type']), ...searched];
      return {
        name: `users_walk_${typed ? 'type_' : ''}${short}_idx`,
        table: 'users',
        keys,
        tested: tested.filter((c) => !keys.includes(c)),
      };
    }),
  );
}

/** Migration 010's per-type sort indexes, which the typed walk indexes replace. */
const REPLACED = {
  created_at: 'users_type_created_idx',
  username: 'users_type_username_idx',
  real_name: 'users_type_real_name_idx',
} as const;
/**
 * Migration 010's indexes of `status` and (SQLite) `deleted_at`, dropped: a status has half the accounts or
 * few, and nearly every account has deleted_at null, so neither narrows a list much, yet SQLite without
 * statistics took either for a narrow key and sorted what it found. Every walk index carries both columns.
 * PostgreSQL keeps `deleted_at`'s: the role list counts each role's live accounts through it.
 */
const UNWALKED = (postgres: boolean) => ['users_status_idx', ...(postgres ? [] : ['users_deleted_at_idx'])];

/** Adds the staff walk indexes (and PostgreSQL's folded keyword column) in place of migration 010's sort, status and deleted_at indexes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  if (postgres) {
    await sql`alter table users add column search_text text generated always as (
      lower(username) || E'\\x01' || lower(coalesce(real_name, '')) || E'\\x01' ||
      lower(coalesce(email, '')) || E'\\x01' || lower(coalesce(phone_number, ''))) stored`.execute(db);
  }
  for (const index of [...Object.values(REPLACED), ...UNWALKED(postgres)]) await db.schema.dropIndex(index).execute();
  for (const walk of walks(postgres ? ['search_text'] : SEARCHED)) await createWalkIndex(db, walk);
  // A rare keyword (a phone number's digits) is found in the trigram index and its few matches sorted, where a
  // walk would test every account (0.6 us each).
  if (postgres && (await ensurePgTrgm(db, 'the staff keyword search')))
    await sql`create index users_search_text_trgm_idx on users using gin (search_text gin_trgm_ops)`.execute(db);
}

/** Puts migration 010's indexes back. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const walk of walks([])) await db.schema.dropIndex(walk.name).execute();
  for (const [column, index] of Object.entries(REPLACED))
    await db.schema.createIndex(index).on('users').columns(['type', column]).execute();
  for (const index of UNWALKED(postgres))
    await db.schema
      .createIndex(index)
      .on('users')
      .column(index.replace(/^users_|_idx$/g, ''))
      .execute();
  if (postgres) await sql`drop index if exists users_search_text_trgm_idx`.execute(db);
  if (postgres) await sql`alter table users drop column search_text`.execute(db);
}
