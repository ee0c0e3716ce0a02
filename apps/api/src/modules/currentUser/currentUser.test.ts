import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOperationCodes } from '../collect.js';
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

  it('gives the admin the whole seeded tree and every operation code', async () => {
    const { code, result } = await menuOf(adminToken);
    expect(code).toBe(200);
    expect(result.menuTree.map((n) => n.path)).toEqual([
      'dashboard',
      'projectMgt',
      'operation',
      'admin',
      'moderator',
      'client',
      'question',
      'pictureIt',
      'demo',
      'setting',
    ]);
    expect(result.menuTree[0]).toEqual({
      path: 'dashboard',
      name: 'dashboard',
      title: 'menu.dashboard',
      titles: { 'en-US': 'Dashboard', 'zh-CN': '仪表盘' },
      arcoIcon: 'IconDashboard',
      isShow: 1,
      order: 1,
      children: [
        {
          path: 'workplace',
          name: 'Workplace',
          title: 'menu.dashboard.workplace',
          titles: { 'en-US': 'Data Overview', 'zh-CN': '数据概览' },
          arcoIcon: '',
          isShow: 1,
          order: 1,
          component: 'dashboard/workplace',
          children: [],
        },
      ],
    });
    const projectMgt = result.menuTree.find((n) => n.path === 'projectMgt');
    expect(projectMgt?.children).toHaveLength(14);
    expect(projectMgt?.children.find((c) => c.name === 'ProjectEdit')).toMatchObject({ isShow: 0, component: 'projectMgt/project' });
    expect(projectMgt?.children.find((c) => c.name === 'MyProjects')).toMatchObject({ isShow: 1, component: 'projectMgt/myProjects' });
    const operation = result.menuTree.find((n) => n.path === 'operation');
    expect(operation?.children[0]).toMatchObject({
      path: 'admin',
      name: 'ProjectList',
      component: 'operation/admin',
      title: 'menu.operation.admin',
    });
    const setting = result.menuTree.find((n) => n.path === 'setting');
    expect(names(setting?.children ?? [])).toEqual([
      'Permission',
      'Role',
      'Dict',
      'DictItem',
      'VerifyCode',
      'ResetPassword',
      'Agreement',
      'File',
      'AuditLog',
    ]);
    expect(setting?.children.find((c) => c.name === 'ResetPassword')).toMatchObject({
      title: 'menu.setting.resetPassword',
      component: 'setting/resetPassword',
    });
    expect(setting?.children.find((c) => c.name === 'DictItem')?.isShow).toBe(0);
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
