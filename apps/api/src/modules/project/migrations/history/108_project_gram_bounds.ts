// Issue 18: a name-sorted keyword list on PostgreSQL first learns where the keyword's first match lies in name
// order (queries.ts, keywordWalkStart), by walking the name index and testing each entry (0.3 us an entry). A
// common word whose names cluster late took 56-204 ms to learn at 1,000,000 projects, and a fresh server learns
// each keyword and direction once: the 1M varied list's p99 was those walks.
// `project_gram_bounds` holds, for every one-, two- and three-character window ("gram") of any project's
// search_text (lower(name) U+0001 lower(code), migration 100), the first and last name and code among the
// projects holding it. Every match of a keyword holds each of the keyword's grams, so no match sorts before the
// largest of their first names: one index lookup per gram gives a walk a start that is exact for keywords of up
// to three characters and close for longer ones.
// Bounds only widen: statement triggers (transition tables, so a batch of 2,000 inserts costs one upsert per gram)
// widen them for inserted projects and for updated ones whose search_text changed, in the writing transaction.
// A deleted or renamed project leaves its bounds wider than needed, which is still correct: a start is a lower
// bound. A gram with no row was never in any project, so a keyword holding it matches nothing.
// SQLite walks its name index ten times faster (0.06 us an entry) and meets the goal without this.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../../db/migrations/portable.js';

/** The grams of one search_text, widened into the bounds (`rows` is a transition table). */
const widen = (rows: string, changed: string) => sql`
  insert into project_gram_bounds as b (gram, first_name, last_name, first_code, last_code)
  select g.gram, min(r.name), max(r.name), min(r.code), max(r.code)
  from ${sql.raw(rows)} as r cross join lateral search_text_grams(r.search_text) as g(gram)
  ${sql.raw(changed)}
  group by g.gram
  having not exists (
    select 1 from project_gram_bounds as k where k.gram = g.gram
      and k.first_name <= min(r.name) and k.last_name >= max(r.name) and k.first_code <= min(r.code) and k.last_code >= max(r.code))
  order by g.gram
  on conflict (gram) do update set
    first_name = least(b.first_name, excluded.first_name), last_name = greatest(b.last_name, excluded.last_name),
    first_code = least(b.first_code, excluded.first_code), last_code = greatest(b.last_code, excluded.last_code)`;

/** PostgreSQL: the grams function, the bounds table filled from the projects, and the triggers that widen it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  // Characters, not bytes (char_length); windows across the name/code separator are left out.
  await sql`create function search_text_grams(t text) returns setof text language sql immutable strict parallel safe as $$
    select distinct substr(t, i, n) from generate_series(1, 3) as n, generate_series(1, char_length(t) - n + 1) as i
    where strpos(substr(t, i, n), E'\\x01') = 0 $$`.execute(db);
  await sql`create table project_gram_bounds (
    gram text primary key, first_name text not null, last_name text not null, first_code text not null, last_code text not null)`.execute(
    db,
  );
  // The fill reads every gram of every project: 53 s at 1,000,000 projects on a 2-core machine, past the server's
  // 30 s statement timeout. Lifted for the rest of the migrating transaction only.
  await sql`set local statement_timeout = 0`.execute(db);
  await sql`insert into project_gram_bounds (gram, first_name, last_name, first_code, last_code)
    select g.gram, min(p.name), max(p.name), min(p.code), max(p.code)
    from projects as p cross join lateral search_text_grams(p.search_text) as g(gram) group by g.gram`.execute(db);
  // The not-exists test reads without locking: most writes widen nothing, and concurrent writers then never wait on
  // a common gram's row. Sorted, so that two writers widening the same grams lock them in one order.
  await sql`create function widen_project_gram_bounds_inserted() returns trigger language plpgsql as $$
    begin ${widen('inserted', '')}; return null; end $$`.execute(db);
  await sql`create function widen_project_gram_bounds_updated() returns trigger language plpgsql as $$
    begin ${widen('updated', 'join previous as o on o.id = r.id where o.search_text is distinct from r.search_text')}; return null; end $$`.execute(
    db,
  );
  await sql`create trigger projects_gram_bounds_insert after insert on projects referencing new table as inserted
    for each statement execute function widen_project_gram_bounds_inserted()`.execute(db);
  // A trigger with transition tables cannot name columns (UPDATE OF); the function skips rows whose text is unchanged.
  await sql`create trigger projects_gram_bounds_update after update on projects referencing old table as previous new table as updated
    for each statement execute function widen_project_gram_bounds_updated()`.execute(db);
}

/** Drops the triggers, their functions, the table and the grams function. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger projects_gram_bounds_update on projects`.execute(db);
  await sql`drop trigger projects_gram_bounds_insert on projects`.execute(db);
  await sql`drop function widen_project_gram_bounds_updated()`.execute(db);
  await sql`drop function widen_project_gram_bounds_inserted()`.execute(db);
  await sql`drop table project_gram_bounds`.execute(db);
  await sql`drop function search_text_grams(text)`.execute(db);
}
