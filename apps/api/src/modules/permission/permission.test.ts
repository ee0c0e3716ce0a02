import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { MenuAndOperateResult } from '../currentUser/schemas.js';
import { permissionUpdateBody, type PermissionNode } from './schemas.js';

/** What an editor sends for a node: the fields an update takes (a body field the route does not know is refused). */
const editable = (node: PermissionNode): Record<string, unknown> =>
  Object.fromEntries(
    Object.keys(permissionUpdateBody.properties).flatMap((key) => (key in node ? [[key, node[key as keyof PermissionNode]]] : [])),
  );

const find = (nodes: PermissionNode[], pick: (n: PermissionNode) => boolean): PermissionNode | undefined => {
  for (const node of nodes) {
    if (pick(node)) return node;
    const inside = find(node.children, pick);
    if (inside) return inside;
  }
  return undefined;
};

describe.each(testTargets())('permission tree on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const post = <T>(url: string, body?: unknown) => t.post<T>(`/api/admin/permission/${url}`, body, admin);
  const tree = async () => (await post<PermissionNode[]>('tree')).body.result;
  const byName = async (name: string) => find(await tree(), (n) => n.name === name)!;

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it('returns the whole tree: directories with menus with operations, in order', async () => {
    const roots = await tree();
    expect(roots.every((n) => n.kind === 'directory' && n.parentId === null)).toBe(true);
    expect(roots.map((n) => n.name).slice(0, 3)).toEqual(['dashboard', 'projectMgt', 'operation']);
    const role = find(roots, (n) => n.name === 'Role');
    expect(role).toMatchObject({ kind: 'menu', path: 'role', component: 'setting/role', title: 'menu.setting.role' });
    expect(role?.children.map((c) => c.code)).toContain('role:assignPermissions');
  });

  it('adds a directory, a menu and an operation, each granted to admin at once', async () => {
    const dir = await post<PermissionNode>('add', {
      parentId: null,
      kind: 'directory',
      name: 'reports',
      path: 'reports',
      title: 'menu.reports',
      arcoIcon: 'IconFile',
    });
    expect(dir.body.code).toBe(200);
    const menu = await post<PermissionNode>('add', {
      parentId: dir.body.result.id,
      kind: 'menu',
      name: 'ReportList',
      path: 'reportList',
      component: 'reports/reportList',
      title: 'menu.reports.reportList',
      isShow: 1,
    });
    expect(menu.body.result).toMatchObject({ kind: 'menu', order: 1, parentId: dir.body.result.id });
    const op = await post<PermissionNode>('add', {
      parentId: menu.body.result.id,
      kind: 'operation',
      name: 'Export',
      code: 'report:export',
    });
    expect(op.body.result).toMatchObject({ code: 'report:export', title: 'operation.report:export', isShow: 0 });
    const mine = (await t.post<MenuAndOperateResult>('/api/admin/self/menuAndOperate', undefined, admin)).body.result;
    expect(mine.operateList).toContain('report:export');
    expect(mine.menuTree.at(-1)).toMatchObject({ name: 'reports', arcoIcon: 'IconFile', children: [{ name: 'ReportList' }] });
    const entries = await t.app.db.selectFrom('audit_log').select(['action', 'target']).where('action', '=', 'permission.add').execute();
    expect(entries.map((e) => e.target)).toEqual(['permission:reports', 'permission:ReportList', 'permission:report:export']);
  });

  it('validates kinds, parents and uniqueness', async () => {
    const workplace = await byName('Workplace');
    const dashboard = await byName('dashboard');
    const cases: [unknown, number, string?][] = [
      [{ parentId: dashboard.id, kind: 'directory', name: 'x', path: 'x', title: 't' }, 400, 'parentId'],
      [{ parentId: null, kind: 'menu', name: 'X', path: 'x', component: 'a/b', title: 't' }, 400, 'parentId'],
      [{ parentId: workplace.id, kind: 'menu', name: 'X', path: 'x', component: 'a/b', title: 't' }, 400, 'parentId'],
      [{ parentId: dashboard.id, kind: 'operation', name: 'X', code: 'x:y' }, 400, 'parentId'],
      [{ parentId: dashboard.id, kind: 'menu', name: 'X', path: 'x', component: 'nope', title: 't' }, 400, 'component'],
      [{ parentId: dashboard.id, kind: 'menu', name: 'X', path: 'x', title: '' }, 400, 'title'],
      [{ parentId: workplace.id, kind: 'operation', name: 'X', code: 'no-colon' }, 400, 'code'],
      [{ parentId: dashboard.id, kind: 'menu', name: 'Role', path: 'x', component: 'a/b', title: 't' }, 409],
      [{ parentId: dashboard.id, kind: 'menu', name: 'Other', path: 'workplace', component: 'a/b', title: 't' }, 409],
      [{ parentId: workplace.id, kind: 'operation', name: 'Dup', code: 'role:list' }, 409],
      [{ parentId: null, kind: 'directory', name: 'x2', path: 'x2', title: 't', arcoIcon: 'not an icon' }, 400, 'arcoIcon'],
    ];
    for (const [body, code, field] of cases) {
      const { body: answer } = await post('add', body);
      expect({ body, code: answer.code, field: (answer.result as { field?: string } | null)?.field }).toEqual({ body, code, field });
    }
  });

  it('updates fields but not built-in operation codes', async () => {
    const menu = await byName('ReportList');
    const updated = await post<PermissionNode>('update', { ...editable(menu), title: 'menu.reports.list', isShow: 0 });
    expect(updated.body.result).toMatchObject({ title: 'menu.reports.list', isShow: 0, kind: 'menu' });
    const roleList = find(await tree(), (n) => n.code === 'role:list')!;
    expect((await post('update', { id: roleList.id, name: 'x', code: 'role:browse' })).status).toBe(409);
    expect((await post<PermissionNode>('update', { id: roleList.id, name: 'List roles', code: 'role:list' })).body.result.name).toBe(
      'List roles',
    );
    expect((await post('update', { ...editable(menu), name: 'Role' })).status).toBe(409);
  });

  it('moves within and across parents, refusing wrong kinds and descendants', async () => {
    const reports = await byName('reports');
    const menu = await byName('ReportList');
    const setting = await byName('setting');
    const moved = await post<PermissionNode>('move', { id: menu.id, parentId: setting.id, order: 1 });
    expect(moved.body.result).toMatchObject({ parentId: setting.id, order: 1 });
    expect((await byName('setting')).children.map((c) => c.name).slice(0, 2)).toEqual(['ReportList', 'Permission']);
    expect((await byName('setting')).children.map((c) => c.order)).toEqual((await byName('setting')).children.map((_, i) => i + 1));
    const down = await post<PermissionNode>('move', { id: menu.id, parentId: setting.id, order: 2 });
    expect(down.body.result.order).toBe(2);
    expect((await byName('setting')).children.map((c) => c.name).slice(0, 2)).toEqual(['Permission', 'ReportList']);
    const op = find(await tree(), (n) => n.code === 'report:export')!;
    expect((await post('move', { id: op.id, parentId: setting.id, order: 1 })).body).toMatchObject({
      code: 400,
      result: { field: 'parentId' },
    });
    expect((await post('move', { id: reports.id, parentId: reports.id, order: 1 })).body).toMatchObject({
      code: 400,
      result: { field: 'parentId' },
    });
    expect((await post('move', { id: setting.id, parentId: op.id, order: 1 })).body).toMatchObject({
      code: 400,
      result: { field: 'parentId' },
    });
    const back = await post<PermissionNode>('move', { id: menu.id, parentId: reports.id, order: 1 });
    expect(back.body.result.parentId).toBe(reports.id);
  });

  it('refuses deleting a node with children or a built-in code; deletes leaves with their grants', async () => {
    const reports = await byName('reports');
    expect((await post('delete', { id: reports.id })).status).toBe(409);
    const roleList = find(await tree(), (n) => n.code === 'role:list')!;
    expect((await post('delete', { id: roleList.id })).status).toBe(409);
    const op = find(await tree(), (n) => n.code === 'report:export')!;
    expect((await post('delete', { id: op.id })).body.code).toBe(200);
    const grants = await t.app.db.selectFrom('role_permissions').select('role_id').where('permission_id', '=', op.id).execute();
    expect(grants).toEqual([]);
    expect((await post('delete', { id: (await byName('ReportList')).id })).body.code).toBe(200);
    expect((await post('delete', { id: reports.id })).body.code).toBe(200);
    expect(find(await tree(), (n) => n.name === 'reports')).toBeUndefined();
    expect((await post('delete', { id: reports.id })).status).toBe(404);
  });

  it('keeps, sets and validates the highlighted menu (activeMenu) of hidden menus', async () => {
    const edit = await byName('ProjectEdit');
    expect(edit.activeMenu).toBe('ProjectMgtList');
    const kept = await post<PermissionNode>('update', {
      id: edit.id,
      name: edit.name,
      path: edit.path,
      component: edit.component,
      title: edit.title,
      isShow: 0,
    });
    expect(kept.body.result.activeMenu).toBe('ProjectMgtList');
    // The node as loaded is now a version old: sent back, it is refused; the version the update answered is current.
    expect((await post('update', { ...editable(edit), activeMenu: 'MyProjects' })).body.code).toBe(409);
    const changed = await post<PermissionNode>('update', {
      ...editable(edit),
      updatedAt: kept.body.result.updatedAt,
      activeMenu: 'MyProjects',
    });
    expect(changed.body.result.activeMenu).toBe('MyProjects');
    const current = { ...editable(edit), updatedAt: changed.body.result.updatedAt };
    expect((await post('update', { ...current, activeMenu: 'NoSuchMenu' })).body).toMatchObject({
      code: 400,
      result: { field: 'activeMenu' },
    });
    expect((await post<PermissionNode>('update', { ...current, activeMenu: null })).body.result.activeMenu).toBeNull();
  });
});
