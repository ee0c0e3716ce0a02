// Versions for two more lists whose totals are kept in memory (issue 8): the audit log and the file
// list count every matching row for their totals, so a server keeps each filter's total as of the list's
// version (src/cache/list-results.ts) and counts again only after a write to the table moved it.
// Same mechanism as migration 073; a separate migration so databases that ran 073 gain these rows too.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../portable.js';

/** The lists this migration adds, and the table whose writes move each. */
export const COUNT_LIST_SOURCES = { audit: ['audit_log'], file: ['files'] } as const;

const EVENTS = ['insert', 'update', 'delete'] as const;

/**
 * Adds a list_versions row per list and the triggers that move it on writes to its tables (used again
 * by later migrations for more lists).
 */
export async function addListVersions(db: Kysely<unknown>, sources: Record<string, readonly [string]>): Promise<void> {
  for (const [list, [table]] of Object.entries(sources)) {
    await sql`insert into list_versions (name, version) values (${list}, 1)`.execute(db);
    if (isPostgres(db)) {
      await sql`create trigger ${sql.raw(`${table}_list_versions`)} after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_list_versions(${sql.lit(list)})`.execute(db);
      continue;
    }
    for (const event of EVENTS) {
      await sql`create trigger ${sql.raw(`${table}_list_versions_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update list_versions set version = version + 1 where name = ${sql.lit(list)}; end`.execute(db);
    }
  }
}

/** Drops what {@link addListVersions} added. */
export async function dropListVersions(db: Kysely<unknown>, sources: Record<string, readonly [string]>): Promise<void> {
  for (const [list, [table]] of Object.entries(sources)) {
    if (isPostgres(db)) await sql`drop trigger ${sql.raw(`${table}_list_versions`)} on ${sql.table(table)}`.execute(db);
    else for (const event of EVENTS) await sql`drop trigger ${sql.raw(`${table}_list_versions_${event}`)}`.execute(db);
    await sql`delete from list_versions where name = ${list}`.execute(db);
  }
}

/** Adds the rows and the triggers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addListVersions(db, COUNT_LIST_SOURCES);
}

/** Drops the triggers and the rows. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await dropListVersions(db, COUNT_LIST_SOURCES);
}
