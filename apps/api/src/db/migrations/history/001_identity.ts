// Users, roles and the permission tree.
import type { Kysely } from 'kysely';
import { sqlIn, withId, withTimestamps } from '../portable.js';

/** Creates users, roles, user_roles, permissions and role_permissions. */
export async function up(db: Kysely<unknown>): Promise<void> {
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
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('enabled')
        .check(sqlIn('status', ['enabled', 'disabled'])),
    )
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', 'text')
    .execute();

  await withTimestamps(withId(db, db.schema.createTable('roles')))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('enabled')
        .check(sqlIn('status', ['enabled', 'disabled'])),
    )
    .addColumn('builtin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'text')
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();
  await db.schema.createIndex('user_roles_role_idx').on('user_roles').column('role_id').execute();

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
    .execute();
  await db.schema.createIndex('permissions_parent_idx').on('permissions').column('parent_id').execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
    .execute();
  await db.schema.createIndex('role_permissions_permission_idx').on('role_permissions').column('permission_id').execute();
}

/** Drops the identity tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['role_permissions', 'permissions', 'user_roles', 'roles', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
