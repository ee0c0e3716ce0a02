// A counter that moves whenever anything deciding a user's operation codes changes (roles, their
// permissions, user-role links, permissions), bumped by triggers in the same transaction. The auth
// guard reads it together with the session (one query) and keeps each user's operation codes in
// memory for as long as the counter stays put, so a role change shows on the next request on every
// server sharing the database, and an unchanged one costs no query.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../portable.js';

const TABLES = ['user_roles', 'role_permissions', 'roles', 'permissions'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;

/** Creates access_version (one row) and the triggers that bump it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('access_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into access_version (id, version) values (1, 1)`.execute(db);
  if (isPostgres(db)) {
    await sql`create function bump_access_version() returns trigger language plpgsql as $$
      begin update access_version set version = version + 1 where id = 1; return null; end $$`.execute(db);
    for (const table of TABLES) {
      await sql`create trigger ${sql.raw(`${table}_access_version`)} after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_access_version()`.execute(db);
    }
    return;
  }
  for (const table of TABLES) {
    for (const event of EVENTS) {
      await sql`create trigger ${sql.raw(`${table}_access_version_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update access_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

/** Drops the triggers and access_version. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of TABLES) await sql`drop trigger ${sql.raw(`${table}_access_version`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function bump_access_version()`.execute(db);
  } else {
    for (const table of TABLES)
      for (const event of EVENTS) await sql`drop trigger ${sql.raw(`${table}_access_version_${event}`)}`.execute(db);
  }
  await db.schema.dropTable('access_version').execute();
}
