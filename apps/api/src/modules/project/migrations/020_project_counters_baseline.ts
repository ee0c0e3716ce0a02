// Baseline (issue 41), the second step of 020_project_baseline: what keeps the project lists fast as projects
// are written, as core migration 073 and project migrations 107 and 108 (deleted since) left it.
// - list_versions rows `project` and `session` move on every write to a table whose rows can change those lists'
//   answers (triggers in the writing transaction, whoever writes); the answer cache keeps answers as of them.
// - `project_names` moves only when a project is added or its name or code is written: a name-sorted keyword
//   walk's learned start stays a correct lower bound until then.
// - PostgreSQL: `project_gram_bounds` holds, for every one-, two- and three-character window ("gram") of any
//   project's search_text, the first and last name and code among the projects holding it, so a name-sorted
//   keyword walk starts at the largest first name of its grams. Bounds only widen, by statement triggers.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/migrations/portable.js';

/** The lists, and the tables whose writes can change their answers (names, counts and scopes included). */
export const LIST_SOURCES = {
  project: ['projects', 'project_moderators', 'project_members', 'project_sessions', 'users'],
  session: ['project_sessions', 'projects', 'project_moderators', 'project_members', 'session_participants', 'users'],
} as const;
export const PROJECT_NAMES_VERSION = 'project_names';
const EVENTS = ['insert', 'update', 'delete'] as const;

async function createListVersions(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  const byTable = new Map<string, string[]>();
  for (const [list, tables] of Object.entries(LIST_SOURCES)) {
    await sql`insert into list_versions (name, version) values (${list}, 1)`.execute(db);
    for (const table of tables) byTable.set(table, [...(byTable.get(table) ?? []), list]);
  }
  await sql`insert into list_versions (name, version) values (${PROJECT_NAMES_VERSION}, 1)`.execute(db);
  for (const [table, lists] of byTable) {
    const names = sql.join(lists.map((list) => sql.lit(list)));
    if (postgres)
      await sql`create trigger ${sql.raw(`${table}_list_versions`)} after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_list_versions(${names})`.execute(db);
    else
      for (const event of EVENTS)
        await sql`create trigger ${sql.raw(`${table}_list_versions_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
          begin update list_versions set version = version + 1 where name in (${names}); end`.execute(db);
  }
  if (postgres) {
    // UPDATE OF fires when the statement sets the column, changed or not.
    await sql`create trigger projects_name_version after insert or update of name, code on projects
      for each statement execute function bump_list_versions(${sql.lit(PROJECT_NAMES_VERSION)})`.execute(db);
    return;
  }
  const bump = sql`update list_versions set version = version + 1 where name = ${sql.lit(PROJECT_NAMES_VERSION)}`;
  await sql`create trigger projects_name_version_insert after insert on projects begin ${bump}; end`.execute(db);
  await sql`create trigger projects_name_version_update after update of name, code on projects begin ${bump}; end`.execute(db);
}

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

async function createGramBounds(db: Kysely<unknown>): Promise<void> {
  // Characters, not bytes (char_length); windows across the name/code separator are left out.
  await sql`create function search_text_grams(t text) returns setof text language sql immutable strict parallel safe as $$
    select distinct substr(t, i, n) from generate_series(1, 3) as n, generate_series(1, char_length(t) - n + 1) as i
    where strpos(substr(t, i, n), E'\\x01') = 0 $$`.execute(db);
  await sql`create table project_gram_bounds (
    gram text primary key, first_name text not null, last_name text not null, first_code text not null, last_code text not null)`.execute(
    db,
  );
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

/** Adds the project lists' versions with their triggers, and (PostgreSQL) the gram bounds. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await createListVersions(db, postgres);
  if (postgres) await createGramBounds(db);
}

/** Drops the gram bounds and the project lists' versions (their triggers go with the tables in the baseline's down). */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop table project_gram_bounds`.execute(db);
    for (const trigger of ['projects_gram_bounds_insert', 'projects_gram_bounds_update'])
      await sql`drop trigger ${sql.raw(trigger)} on projects`.execute(db);
    for (const fn of ['widen_project_gram_bounds_inserted()', 'widen_project_gram_bounds_updated()', 'search_text_grams(text)'])
      await sql`drop function ${sql.raw(fn)}`.execute(db);
  }
  await sql`delete from list_versions where name in (${sql.join([...Object.keys(LIST_SOURCES), PROJECT_NAMES_VERSION])})`.execute(db);
}
