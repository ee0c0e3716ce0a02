// Issue 38: the Operation page's project list (operation/admin) opened details through the project menus, which
// clients do not hold, so their Detail did nothing. It gets read-only project and session pages of its own, hidden
// entries of the Operation directory. A database seeded before this migration gets the two entries here (the seed
// would add them, but grant them to no existing role), granted to every role that holds the Operation project list;
// a new database gets them from the seed, which grants the Operation directory whole to moderators and clients.
import { sql, type Kysely } from 'kysely';

/** The hidden entries, as project/module.ts and session/module.ts declare them. */
const ENTRIES = [
  { name: 'OperationProjectDetail', path: 'projectView', order: 2 },
  { name: 'OperationSessionDetail', path: 'sessionView', order: 3 },
] as const;

/** Adds the entries under an existing Operation directory and grants them with its project list. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  for (const { name, path, order } of ENTRIES) {
    await sql`insert into permissions (parent_id, kind, name, path, component, title, arco_icon, is_show, sort_order, code, active_menu, created_at, updated_at)
      select d.id, 'menu', ${name}, ${path}, ${`operation/${path}`}, ${`menu.operation.${path}`}, null, 0, ${order}, null, 'ProjectList', ${now}, ${now}
      from permissions d
      where d.kind = 'directory' and d.parent_id is null and d.path = 'operation'
        and not exists (select 1 from permissions m where m.kind = 'menu' and m.name = ${name})`.execute(db);
    await sql`insert into role_permissions (role_id, permission_id)
      select distinct rp.role_id, m.id
      from role_permissions rp
      join permissions list on list.id = rp.permission_id and list.kind = 'menu' and list.name = 'ProjectList'
      join permissions m on m.kind = 'menu' and m.name = ${name}
      where not exists (select 1 from role_permissions held where held.role_id = rp.role_id and held.permission_id = m.id)`.execute(db);
  }
}

/** Removes the entries (their grants go with them). */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of ENTRIES) await sql`delete from permissions where kind = 'menu' and name = ${name}`.execute(db);
}
