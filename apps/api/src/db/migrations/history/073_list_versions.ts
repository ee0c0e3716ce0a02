// One counter per cached list (issue 8): it moves whenever a table whose rows can change what that list
// answers is written, bumped by triggers in the writing transaction, so no code path (another server, a
// script, a future module) can forget it. A server keeps list answers in memory as of a counter value
// (src/cache/list-results.ts) and reads the counter, one indexed row, on each request instead of
// running the list's queries again.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../portable.js';

/** The lists, and the tables whose writes can change their answers (names, counts and scopes included). */
export const LIST_SOURCES = {
  project: ['projects', 'project_moderators', 'project_members', 'project_sessions', 'users'],
  session: ['project_sessions', 'projects', 'project_moderators', 'project_members', 'session_participants', 'users'],
} as const;

const EVENTS = ['insert', 'update', 'delete'] as const;

/** Each source table with the lists it feeds. */
function listsByTable(): Map<string, string[]> {
  const byTable = new Map<string, string[]>();
  for (const [list, tables] of Object.entries(LIST_SOURCES)) {
    for (const table of tables) byTable.set(table, [...(byTable.get(table) ?? []), list]);
  }
  return byTable;
}

/** Creates list_versions (a row per list) and the triggers that bump them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('list_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  for (const list of Object.keys(LIST_SOURCES)) await sql`insert into list_versions (name, version) values (${list}, 1)`.execute(db);
  if (isPostgres(db)) {
    await sql`create function bump_list_versions() returns trigger language plpgsql as $$
      begin update list_versions set version = version + 1 where name = any(TG_ARGV); return null; end $$`.execute(db);
    for (const [table, lists] of listsByTable()) {
      const names = sql.join(lists.map((list) => sql.lit(list)));
      await sql`create trigger ${sql.raw(`${table}_list_versions`)} after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_list_versions(${names})`.execute(db);
    }
    return;
  }
  for (const [table, lists] of listsByTable()) {
    const names = sql.join(lists.map((list) => sql.lit(list)));
    for (const event of EVENTS) {
      await sql`create trigger ${sql.raw(`${table}_list_versions_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update list_versions set version = version + 1 where name in (${names}); end`.execute(db);
    }
  }
}

/** Drops the triggers and list_versions. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [...listsByTable().keys()];
  if (isPostgres(db)) {
    for (const table of tables) await sql`drop trigger ${sql.raw(`${table}_list_versions`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function bump_list_versions()`.execute(db);
  } else {
    for (const table of tables)
      for (const event of EVENTS) await sql`drop trigger ${sql.raw(`${table}_list_versions_${event}`)}`.execute(db);
  }
  await db.schema.dropTable('list_versions').execute();
}
