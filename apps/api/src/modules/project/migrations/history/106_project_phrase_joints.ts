// Issue 18: on PostgreSQL a keyword of two words that never meet ("river river") took 110 ms at 1,000,000
// projects, every time. pg_trgm splits a keyword into words, so its GIN index returned every project with
// "river" (125,000) and each was read to test the LIKE. A phrase's "joints", its three-character windows that
// hold a space ("er ", "r r", " ri"), say what pg_trgm cannot: which words meet. `search_joints` stores each
// project's joints, computed from the same folded text as `search_text` (migration 100), with a GIN index; the
// search plan asks both indexes and reads only the projects in both (0.1 ms for "river river").
// Stored, not an expression index: the LIKE's recheck evaluates every condition of the scan on each row it
// reads, and computing the joints there (13 us a row) made a phrase with many candidates take 800 ms.
// SQLite's FTS5 trigram table already holds windows across spaces.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../../db/migrations/portable.js';

/** PostgreSQL: the joints function, the stored joints of each project and their GIN index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create function search_text_joints(t text) returns text[] language sql immutable strict parallel safe as $$
    select coalesce(array_agg(distinct j), '{}') from (
      select substr(t, i, 3) as j from generate_series(1, char_length(t) - 2) as i
    ) as windows where strpos(j, ' ') > 0 $$`.execute(db);
  // The expression of search_text (a generated column may not read another one).
  await sql`alter table projects add column search_joints text[]
    generated always as (search_text_joints(lower(name) || E'\\x01' || lower(code))) stored`.execute(db);
  await sql`create index projects_search_joints_idx on projects using gin (search_joints)`.execute(db);
}

/** Drops the index, the column and the function. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index projects_search_joints_idx`.execute(db);
  await sql`alter table projects drop column search_joints`.execute(db);
  await sql`drop function search_text_joints(text)`.execute(db);
}
