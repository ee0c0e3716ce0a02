// Issue 18: a name-sorted keyword list learns where the keyword's first match lies and starts its walks
// there (queries.ts, keywordWalkStart); learning can walk most of the name index (130-220 ms at 1,000,000
// projects on PostgreSQL). The start was remembered as of the project list's version, which every write to
// five tables moves (a session added anywhere, a moderator, a user renamed), so a busy console learned again
// and again. A start stays a correct lower bound until a project is added or its name or code changes (a
// match can then lie before it); deletes and other columns cannot move it. `project_names` counts exactly
// those writes, by triggers in the writing transaction, whoever writes.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../../db/migrations/portable.js';

/** The list_versions row that moves when a project is added or its name or code is written. */
export const PROJECT_NAMES_VERSION = 'project_names';

/** Adds the counter and its triggers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into list_versions (name, version) values (${PROJECT_NAMES_VERSION}, 1)`.execute(db);
  if (isPostgres(db)) {
    // bump_list_versions is migration 073's; UPDATE OF fires when the statement sets the column, changed or not.
    await sql`create trigger projects_name_version after insert or update of name, code on projects
      for each statement execute function bump_list_versions(${sql.lit(PROJECT_NAMES_VERSION)})`.execute(db);
    return;
  }
  const bump = sql`update list_versions set version = version + 1 where name = ${sql.lit(PROJECT_NAMES_VERSION)}`;
  await sql`create trigger projects_name_version_insert after insert on projects begin ${bump}; end`.execute(db);
  await sql`create trigger projects_name_version_update after update of name, code on projects begin ${bump}; end`.execute(db);
}

/** Drops the triggers and the counter. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger projects_name_version on projects`.execute(db);
  } else {
    await sql`drop trigger projects_name_version_insert`.execute(db);
    await sql`drop trigger projects_name_version_update`.execute(db);
  }
  await sql`delete from list_versions where name = ${PROJECT_NAMES_VERSION}`.execute(db);
}
