// Hidden menu entries (detail and edit pages) name the visible entry the menu highlights for them.
import { sql, type Kysely } from 'kysely';

/** Which visible menu entry each hidden project/session route highlights. */
const ACTIVE_MENU: Record<string, string> = {
  CreateProject: 'ProjectMgtList',
  ProjectEdit: 'ProjectMgtList',
  ProjectDetail: 'ProjectMgtList',
  SessionDetail: 'ProjectMgtList',
  SessionEdit: 'ProjectMgtList',
  MeetingMinutes: 'ProjectMgtList',
  CreateMyProject: 'MyProjects',
  ProjectMyEdit: 'MyProjects',
  ProjectMyDetail: 'MyProjects',
  SessionMyDetail: 'MyProjects',
  SessionMyEdit: 'MyProjects',
  MyMeetingMinutes: 'MyProjects',
};

/** Adds permissions.active_menu and fills it for menu nodes seeded before this migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('permissions').addColumn('active_menu', 'text').execute();
  for (const [name, active] of Object.entries(ACTIVE_MENU)) {
    await sql`update permissions set active_menu = ${active} where kind = 'menu' and name = ${name} and active_menu is null`.execute(db);
  }
}

/** Drops permissions.active_menu. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('permissions').dropColumn('active_menu').execute();
}
