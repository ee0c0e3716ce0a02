// Issue 38: every staff job can be reached from the menu. The minutes entries show for the roles holding them, and
// the Operation list's read-only project and session pages are granted with it, on a new database (the seed) and,
// for the minutes, on one seeded before (migration 117; 118 granted the Operation pages, and is folded).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { MenuAndOperate, MenuNode } from '../currentUser/schemas.js';
import * as m117 from '../minutes/migrations/117_minutes_menu_entries.js';

/** The entries of a directory the menu shows (isShow 1), and those it keeps as hidden routes. */
function entries(menu: MenuAndOperate, directory: string) {
  const children: MenuNode[] = menu.menuTree.find((n) => n.path === directory)?.children ?? [];
  return {
    shown: children.filter((c) => c.isShow === 1).map((c) => c.name),
    hidden: children.filter((c) => c.isShow === 0).map((c) => `${c.name}->${c.activeMenu ?? ''}`),
  };
}

describe.each(testTargets())('menu entries of the staff jobs on $name', (target) => {
  let t: TestApp;
  let tokens: Record<'admin' | 'moderator' | 'client' | 'custom', string>;
  const menuOf = async (token: string) => (await t.post<MenuAndOperate>('/api/admin/self/menuAndOperate', undefined, token)).body.result;

  beforeAll(async () => {
    t = await startTestApp(target);
    await createUser(t.app, { username: 'jmod', password: 'moderator-pw-1', type: 'moderator', roles: ['moderator'] });
    await createUser(t.app, { username: 'jcli', password: 'client-pw-123', type: 'client', roles: ['client'] });
    // A role built by hand from operations alone: reading all minutes, and the Operation list with its pages.
    const now = new Date().toISOString();
    const role = await t.app.db
      .insertInto('roles')
      .values({ code: 'minutes_reader', name: 'Minutes reader', status: 'enabled', builtin: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const granted = await t.app.db
      .selectFrom('permissions')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('code', '=', 'minutes:detail'),
          eb.and([eb('kind', '=', 'menu'), eb('name', 'in', ['ProjectList', 'OperationProjectDetail', 'OperationSessionDetail'])]),
        ]),
      )
      .execute();
    await t.app.db
      .insertInto('role_permissions')
      .values(granted.map((p) => ({ role_id: role.id, permission_id: p.id })))
      .execute();
    const custom = await createUser(t.app, { username: 'jcustom', password: 'custom-pw-123', type: 'moderator' });
    await t.app.db.insertInto('user_roles').values({ user_id: custom, role_id: role.id }).execute();
    tokens = {
      admin: await t.login('admin', TEST_ADMIN_PASSWORD),
      moderator: await t.login('jmod', 'moderator-pw-1'),
      client: await t.login('jcli', 'client-pw-123'),
      custom: await t.login('jcustom', 'custom-pw-123'),
    };
  });
  afterAll(() => t.close());

  /** What each account's menu offers of the jobs of issue 38. */
  async function jobMenus() {
    const [admin, moderator, client, custom] = await Promise.all(
      [tokens.admin, tokens.moderator, tokens.client, tokens.custom].map((token) => menuOf(token)),
    );
    return {
      admin: { projectMgt: entries(admin!, 'projectMgt').shown, operation: entries(admin!, 'operation') },
      moderator: { projectMgt: entries(moderator!, 'projectMgt').shown, operation: entries(moderator!, 'operation') },
      client: { projectMgt: entries(client!, 'projectMgt').shown, operation: entries(client!, 'operation') },
      custom: { projectMgt: entries(custom!, 'projectMgt').shown, operation: entries(custom!, 'operation') },
    };
  }

  const OPERATION = {
    shown: ['ProjectList'],
    hidden: ['OperationProjectDetail->ProjectList', 'OperationSessionDetail->ProjectList'],
  };
  const EXPECTED = {
    admin: { projectMgt: ['ProjectMgtList', 'MyProjects', 'MyMeetingMinutes', 'MeetingMinutes'], operation: OPERATION },
    moderator: { projectMgt: ['MyProjects', 'MyMeetingMinutes'], operation: OPERATION },
    client: { projectMgt: [], operation: OPERATION },
    custom: { projectMgt: ['MeetingMinutes'], operation: OPERATION },
  };

  it('shows the minutes entries to the roles that hold them, and gives the Operation list its detail pages', async () => {
    // The custom role was made after the seed, by hand: only the migration's grant gives it the minutes entries.
    await m117.up(t.app.db as never);
    expect(await jobMenus()).toEqual(EXPECTED);
  });

  it('brings a database seeded before issue 38 to the same menus, and is undone by its down', async () => {
    await m117.down(t.app.db as never);
    await t.app.db
      .deleteFrom('role_permissions')
      .where('permission_id', 'in', (eb) =>
        eb.selectFrom('permissions').select('id').where('kind', '=', 'menu').where('name', 'in', ['MeetingMinutes', 'MyMeetingMinutes']),
      )
      .where('role_id', 'in', (eb) => eb.selectFrom('roles').select('id').where('code', '=', 'minutes_reader'))
      .execute();
    const before = await jobMenus();
    expect(before.moderator.projectMgt).toEqual(['MyProjects']);
    expect(before.custom.projectMgt).toEqual([]);
    await m117.up(t.app.db as never);
    expect(await jobMenus()).toEqual(EXPECTED);
  });
});
