import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOperationCodes, menuTree } from '../collect.js';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { MenuAndOperateResult, MenuNode, SelfInfoResult } from './schemas.js';

const names = (nodes: MenuNode[]) => nodes.map((n) => n.name);

describe.each(testTargets())('self on $name', (target) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    adminToken = await t.login('admin', TEST_ADMIN_PASSWORD);
    await createUser(t.app, { username: 'mod', password: 'moderator-pw-1', type: 'moderator', roles: ['moderator'] });
    await createUser(t.app, { username: 'cli', password: 'client-pw-123', type: 'client', roles: ['client'] });
    await createUser(t.app, { username: 'norole', password: 'no-role-pw-1', type: 'client' });
  });
  afterAll(() => t.close());

  const menuOf = async (token: string) => (await t.post<MenuAndOperateResult>('/api/admin/self/menuAndOperate', undefined, token)).body;

  it('selfInfo returns the user info of the caller', async () => {
    const { body } = await t.post<SelfInfoResult>('/api/admin/self/selfInfo', undefined, adminToken);
    expect(body.code).toBe(200);
    expect(Object.keys(body.result).sort()).toEqual(
      ['avatar', 'email', 'gender', 'phoneNumber', 'realName', 'roleList', 'type', 'userId', 'username', 'uuid'].sort(),
    );
    expect(body.result).toMatchObject({ username: 'admin', type: 'admin', roleList: ['admin'] });
  });

  it('gives the admin the whole tree the modules declare, in their order, and every operation code', async () => {
    const { code, result } = await menuOf(adminToken);
    expect(code).toBe(200);
    const declared = menuTree();
    // What each module declares reaches the admin as the console needs it: paths, route names, title keys,
    // titles in both languages, the page folder (component, by default '<directory>/<path>'), hidden entries.
    expect(
      result.menuTree.map((dir) => ({
        path: dir.path,
        title: dir.title,
        titles: dir.titles,
        arcoIcon: dir.arcoIcon,
        children: dir.children.map((menu) => ({
          path: menu.path,
          name: menu.name,
          title: menu.title,
          titles: menu.titles,
          component: menu.component,
          isShow: menu.isShow,
        })),
      })),
    ).toEqual(
      declared.map((dir) => ({
        path: dir.path,
        title: `menu.${dir.path}`,
        titles: dir.titles,
        arcoIcon: dir.arcoIcon,
        children: dir.menus.map((menu) => ({
          path: menu.path,
          name: menu.name,
          title: `menu.${dir.path}.${menu.path}`,
          titles: menu.titles,
          component: menu.component ?? `${dir.path}/${menu.path}`,
          isShow: menu.isShow ?? 1,
        })),
      })),
    );
    // Order rules: directories by their order, entries by theirs within a directory.
    const ascending = (orders: number[]) => orders.every((order, i) => i === 0 || (orders[i - 1] as number) <= order);
    expect(ascending(result.menuTree.map((dir) => dir.order))).toBe(true);
    expect(result.menuTree.filter((dir) => !ascending(dir.children.map((menu) => menu.order))).map((dir) => dir.path)).toEqual([]);
    // An entry that names the entry the menu highlights for it names a visible one.
    const entries = result.menuTree.flatMap((dir) => dir.children);
    const visible = new Set(entries.filter((menu) => menu.isShow === 1).map((menu) => menu.name));
    expect(entries.filter((menu) => menu.activeMenu && !visible.has(menu.activeMenu)).map((menu) => menu.name)).toEqual([]);
    expect([...result.operateList].sort()).toEqual(allOperationCodes().sort());
    const untitled = result.menuTree
      .flatMap((dir) => [dir, ...dir.children])
      .filter((node) => !node.titles?.['en-US'] || !node.titles['zh-CN']);
    expect(untitled.map((node) => node.name)).toEqual([]);
    expect(result.operateList).toEqual(
      expect.arrayContaining(['user:list', 'user:assignRoles', 'audit:list', 'authSession:end', 'project:add']),
    );
  });

  it('gives a moderator less: only the my* project entries and no user management', async () => {
    const token = await t.login('mod', 'moderator-pw-1');
    const { result } = await menuOf(token);
    expect(result.menuTree.map((n) => n.path)).toEqual([
      'dashboard',
      'projectMgt',
      'operation',
      'question',
      'pictureIt',
      'demo',
      'setting',
    ]);
    const projectMgt = result.menuTree.find((n) => n.path === 'projectMgt');
    expect(names(projectMgt?.children ?? [])).toEqual([
      'MyProjects',
      'CreateMyProject',
      'ProjectMyEdit',
      'ProjectMyDetail',
      'SessionMyDetail',
      'SessionMyEdit',
      'MyMeetingMinutes',
    ]);
    expect(names(result.menuTree.find((n) => n.path === 'setting')?.children ?? [])).toEqual(['ResetPassword']);
    expect(result.operateList).toContain('question:list');
    expect(result.operateList).not.toContain('user:list');
    expect(result.operateList).not.toContain('role:list');
    // Picture It sets are built from uploads: the moderator may upload and preview files, without the File menu.
    expect(result.operateList).toEqual(expect.arrayContaining(['file:add', 'file:detail']));
    expect(result.operateList).not.toContain('file:delete');
  });

  it('gives a client dashboard, operation and reset password only; a user without roles gets nothing', async () => {
    const { result } = await menuOf(await t.login('cli', 'client-pw-123'));
    expect(result.menuTree.map((n) => n.path)).toEqual(['dashboard', 'operation', 'setting']);
    expect(result.operateList).toEqual([]);
    const none = await menuOf(await t.login('norole', 'no-role-pw-1'));
    expect(none.result).toEqual({ menuTree: [], operateList: [] });
  });
});
