// Baseline (issue 41): the core schema as migrations 001-126 (deleted since; a database that ran them skips this) left
// it, in one step for a new database. Accounts, roles and the permission tree; sign-in sessions and the audit
// log; access_version (moved by triggers on whatever decides a user's operation codes, so every server sees a role
// change on the next request); list_versions (one counter per cached list; the modules owning a list add its row
// and the triggers on its tables: the project baseline, 020); derived_schema (db/derived-schema.ts).
// Migration 090 (zh-CN labels of roles and of the dict module's tables) is not folded: it follows this one.
// Indexes: each list walks one in its order, carrying every column its filters test (createWalkIndex).
import { sql, type Kysely } from 'kysely';
import { createWalkIndex, ensurePgTrgm, isPostgres, sqlIn, withId, withTimestamps } from './portable.js';

const STATUSES = ['enabled', 'disabled'];
const EVENTS = ['insert', 'update', 'delete'] as const;

async function createAccounts(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  await withTimestamps(withId(db, db.schema.createTable('users')))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sqlIn('type', ['admin', 'moderator', 'client'])))
    .addColumn('real_name', 'text')
    .addColumn('avatar', 'text')
    .addColumn('gender', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('email', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('enabled').check(sqlIn('status', STATUSES)))
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', 'text')
    .addColumn('password_changed_at', 'text')
    .execute();
  // PostgreSQL tests a staff keyword on one lowercased copy of the four searched columns (U+0001 between them).
  if (postgres)
    await sql`alter table users add column search_text text generated always as (
      lower(username) || E'\\x01' || lower(coalesce(real_name, '')) || E'\\x01' ||
      lower(coalesce(email, '')) || E'\\x01' || lower(coalesce(phone_number, ''))) stored`.execute(db);
  for (const column of ['phone_number', 'email', ...(postgres ? ['deleted_at'] : [])])
    await db.schema.createIndex(`users_${column}_idx`).on('users').column(column).execute();
  const searched = postgres ? ['search_text'] : ['username', 'real_name', 'email', 'phone_number'];
  for (const [short, column] of Object.entries({ created: 'created_at', username: 'username', real_name: 'real_name' })) {
    for (const typed of [false, true]) {
      const keys = [...(typed ? ['type'] : []), column, 'id'];
      const tested = ['deleted_at', 'status', ...(typed ? [] : ['type']), ...searched].filter((c) => !keys.includes(c));
      await createWalkIndex(db, { name: `users_walk_${typed ? 'type_' : ''}${short}_idx`, table: 'users', keys, tested });
    }
  }
  if (postgres && (await ensurePgTrgm(db, 'the staff keyword search')))
    await sql`create index users_search_text_trgm_idx on users using gin (search_text gin_trgm_ops)`.execute(db);

  await withTimestamps(withId(db, db.schema.createTable('roles')))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('enabled').check(sqlIn('status', STATUSES)))
    .addColumn('builtin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'text')
    .execute();
  await db.schema.createIndex('roles_status_idx').on('roles').column('status').execute();
  await db.schema.createIndex('roles_name_idx').on('roles').column('name').execute();
  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('user_roles_role_idx').on('user_roles').column('role_id').execute();
}

async function createPermissionTree(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(withId(db, db.schema.createTable('permissions')))
    .addColumn('parent_id', 'integer', (c) => c.references('permissions.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sqlIn('kind', ['directory', 'menu', 'operation'])))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('path', 'text')
    .addColumn('component', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('arco_icon', 'text')
    .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('code', 'text', (c) => c.unique())
    .addColumn('active_menu', 'text') // the visible entry a hidden one highlights
    .execute();
  await db.schema.createIndex('permissions_parent_idx').on('permissions').column('parent_id').execute();
  await db.schema.createIndex('permissions_kind_name_idx').on('permissions').columns(['kind', 'name']).execute();
  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
    .execute();
  await db.schema.createIndex('role_permissions_permission_idx').on('role_permissions').column('permission_id').execute();
}

async function createSessionsAndAudit(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('auth_sessions'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('end_reason', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('auth_sessions_user_idx').on('auth_sessions').column('user_id').execute();
  await db.schema.createIndex('auth_sessions_active_idx').on('auth_sessions').columns(['ended_at', 'last_seen_at']).execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor_username', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('detail', 'text')
    .addColumn('ip', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull().check(sqlIn('outcome', ['success', 'failure', 'denied'])))
    .execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').column('actor_user_id').execute();
  const tested = ['actor_username', 'action', 'target', 'outcome'];
  for (const column of [null, ...tested]) {
    const keys = [...(column ? [column] : []), 'at', 'id'];
    await createWalkIndex(db, {
      name: `audit_log_walk_${column ?? 'at'}_idx`,
      table: 'audit_log',
      keys,
      tested: tested.filter((c) => c !== column),
    });
  }
  // Action and outcome together ("failed sign-ins"): two big partitions whose pairs may never occur together.
  const keys = ['action', 'outcome', 'at', 'id'];
  await createWalkIndex(db, { name: 'audit_log_walk_action_outcome_idx', table: 'audit_log', keys, tested: ['actor_username', 'target'] });
}

async function createCounters(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  await db.schema
    .createTable('access_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into access_version (id, version) values (1, 1)`.execute(db);
  const accessTables = ['user_roles', 'role_permissions', 'roles', 'permissions'];
  if (postgres) {
    await sql`create function bump_access_version() returns trigger language plpgsql as $$
      begin update access_version set version = version + 1 where id = 1; return null; end $$`.execute(db);
    for (const table of accessTables)
      await sql`create trigger ${sql.raw(`${table}_access_version`)} after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_access_version()`.execute(db);
  } else {
    for (const table of accessTables)
      for (const event of EVENTS)
        await sql`create trigger ${sql.raw(`${table}_access_version_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
          begin update access_version set version = version + 1 where id = 1; end`.execute(db);
  }
  await db.schema
    .createTable('list_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  // A list's trigger passes the names of the lists it moves.
  if (postgres)
    await sql`create function bump_list_versions() returns trigger language plpgsql as $$
      begin update list_versions set version = version + 1 where name = any(TG_ARGV); return null; end $$`.execute(db);
  await db.schema
    .createTable('derived_schema')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('drops', 'text', (c) => c.notNull())
    .execute();
}

/** Creates the core tables, their indexes and the triggers that move access_version. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await createAccounts(db, postgres);
  await createPermissionTree(db);
  await createSessionsAndAudit(db);
  await createCounters(db, postgres);
}

/** Drops the core tables (and PostgreSQL's counter functions). */
export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = ['derived_schema', 'list_versions', 'access_version', 'audit_log', 'auth_sessions', 'role_permissions', 'permissions'];
  for (const table of [...tables, 'user_roles', 'roles', 'users']) await db.schema.dropTable(table).execute();
  if (isPostgres(db)) for (const fn of ['bump_list_versions', 'bump_access_version']) await sql`drop function ${sql.raw(fn)}()`.execute(db);
}
