// Issue 38: no role could reach the meeting minutes, whose menu entries were hidden detail pages. They become
// visible entries of the project menu. A database seeded before this migration keeps its permission rows (the seed
// adds only missing ones), so this shows them, and grants each entry to every role that holds one of its
// operations without it (custom roles built by hand from operations). A new database gets them from the seed.
import { sql, type Kysely } from 'kysely';

/** The minutes menu entries and the operation codes under each (as minutes/operations.ts declared them). */
const ENTRIES: readonly { menu: string; codes: readonly string[] }[] = [
  { menu: 'MeetingMinutes', codes: ['minutes:list', 'minutes:detail', 'minutes:add', 'minutes:update', 'minutes:delete'] },
  { menu: 'MyMeetingMinutes', codes: ['minutes:myUpdate'] },
];

/** Shows the minutes entries in the menu and grants each to the roles holding its operations. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { menu, codes } of ENTRIES) {
    await sql`update permissions set is_show = 1, active_menu = null where kind = 'menu' and name = ${menu}`.execute(db);
    await sql`insert into role_permissions (role_id, permission_id)
      select distinct rp.role_id, m.id
      from role_permissions rp
      join permissions o on o.id = rp.permission_id
      join permissions m on m.kind = 'menu' and m.name = ${menu}
      where o.kind = 'operation' and o.code in (${sql.join(codes)})
        and not exists (select 1 from role_permissions held where held.role_id = rp.role_id and held.permission_id = m.id)`.execute(db);
  }
}

/** Hides the entries again (as detail pages of the project lists); the grants stay, as harmless as before. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update permissions set is_show = 0, active_menu = 'ProjectMgtList' where kind = 'menu' and name = 'MeetingMinutes'`.execute(db);
  await sql`update permissions set is_show = 0, active_menu = 'MyProjects' where kind = 'menu' and name = 'MyMeetingMinutes'`.execute(db);
}
