import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { MenuAndOperateResult } from '../currentUser/schemas.js';
import type { PermissionNode } from '../permission/schemas.js';
import type { RoleDetailResult, RoleItem, RoleListResult, RoleOption } from './schemas.js';

describe.each(testTargets())('roles on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const post = <T>(url: string, body?: unknown, token = admin) => t.post<T>(`/api/admin/role/${url}`, body, token);
  const roleId = async (code: string) =>
    (await t.app.db.selectFrom('roles').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const audits = (action: string) => t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it('lists the built-in roles with pagination, keyword and status filters', async () => {
    const all = await post<RoleListResult>('list', {});
    expect(all.body.code).toBe(200);
    expect(all.body.result).toMatchObject({ total: 3, current: 1, pageSize: 20 });
    expect(all.body.result.list.map((r) => r.code)).toEqual(['admin', 'moderator', 'client']);
    expect(all.body.result.list[0]).toMatchObject({ builtin: true, status: 'enabled', userCount: 1 });
    const paged = await post<RoleListResult>('list', { current: 2, pageSize: 2 });
    expect(paged.body.result.list.map((r) => r.code)).toEqual(['client']);
    expect((await post<RoleListResult>('list', { keyword: 'MODER' })).body.result.list.map((r) => r.code)).toEqual(['moderator']);
    expect((await post<RoleListResult>('list', { keyword: '%' })).body.result.total).toBe(0);
    expect((await post<RoleListResult>('list', { status: 'disabled' })).body.result.total).toBe(0);
    const tooBig = await post('list', { pageSize: 1000 });
    expect(tooBig.body).toMatchObject({ code: 400, result: { field: 'pageSize' } });
  });

  it('adds a role (code unique -> 409), validates fields and records the write', async () => {
    const added = await post<RoleItem>('add', { code: 'auditor', name: 'Auditor', remark: 'reads logs' });
    expect(added.body.code).toBe(200);
    expect(added.body.result).toMatchObject({ code: 'auditor', name: 'Auditor', status: 'enabled', builtin: false, userCount: 0 });
    const duplicate = await post('add', { code: 'auditor', name: 'Other' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toContain('auditor');
    const noName = await post('add', { code: 'x1' });
    expect(noName.body).toMatchObject({ code: 400, message: 'name is required' });
    expect((await post('add', { code: 'blank', name: '   ' })).body).toMatchObject({
      code: 400,
      message: 'name cannot be empty',
      result: { field: 'name' },
    });
    const badCode = await post('add', { code: '1 bad', name: 'Bad' });
    expect(badCode.body).toMatchObject({ code: 400, result: { field: 'code' } });
    expect((await post<RoleListResult>('list', {})).body.result.total).toBe(4);
    const [entry] = await audits('role.add');
    expect(entry).toMatchObject({ actor_username: 'admin', target: 'role:auditor', outcome: 'success' });
    expect(entry?.at).toMatch(/Z$/);
  });

  it('updates, toggles status and shows only enabled roles in /all', async () => {
    const id = await roleId('auditor');
    const updated = await post<RoleItem>('update', { id, code: 'auditor', name: 'Log auditor', remark: null });
    expect(updated.body.result).toMatchObject({ name: 'Log auditor', remark: null });
    expect((await post('update', { id, code: 'client', name: 'x' })).status).toBe(409);
    expect((await post('update', { id: 9999, code: 'zz', name: 'x' })).status).toBe(404);
    expect((await post<RoleItem>('status', { id, status: 'disabled' })).body.result.status).toBe('disabled');
    const options = (await post<RoleOption[]>('all')).body.result;
    expect(options.map((o) => o.code).sort()).toEqual(['admin', 'client', 'moderator']);
    await post('status', { id, status: 'enabled' });
    expect((await post<RoleOption[]>('all')).body.result.map((o) => o.code)).toContain('auditor');
  });

  it('protects built-in roles: admin stays enabled, codes stay, none can be deleted', async () => {
    const adminId = await roleId('admin');
    expect((await post('status', { id: adminId, status: 'disabled' })).status).toBe(409);
    expect((await post('update', { id: await roleId('moderator'), code: 'mod2', name: 'Moderator' })).status).toBe(403);
    const refused = await post('delete', { id: await roleId('client') });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Built-in role client cannot be deleted');
  });

  it('refuses deleting an assigned role (409), deletes it once unassigned', async () => {
    const id = await roleId('auditor');
    const userId = await createUser(t.app, { username: 'aud', password: 'auditor-pw-123', roles: ['auditor'] });
    const refused = await post('delete', { id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('assigned to 1 user');
    await t.app.db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
    expect((await post('delete', { id })).body.code).toBe(200);
    expect((await post('detail', { id })).status).toBe(404);
    expect(await audits('role.delete')).toHaveLength(1);
  });

  it('assigns permissions in one go; the next menuAndOperate call shows the change', async () => {
    const role = (await post<RoleItem>('add', { code: 'junior', name: 'Junior moderator' })).body.result;
    await createUser(t.app, { username: 'junior', password: 'junior-pw-1234', type: 'moderator', roles: ['junior'] });
    const junior = await t.login('junior', 'junior-pw-1234');
    const menu = async () => (await t.post<MenuAndOperateResult>('/api/admin/self/menuAndOperate', undefined, junior)).body.result;
    expect(await menu()).toEqual({ menuTree: [], operateList: [] });

    const tree = (await t.post<PermissionNode[]>('/api/admin/permission/tree', undefined, admin)).body.result;
    const dashboard = tree.find((n) => n.name === 'dashboard');
    const question = tree.find((n) => n.name === 'question');
    const questionList = question?.children.find((m) => m.name === 'QuestionList');
    const listOp = questionList?.children.find((o) => o.code === 'question:list');
    const ids = [dashboard!.id, dashboard!.children[0]!.id, question!.id, questionList!.id, listOp!.id];
    const assigned = await post<{ permissionIds: number[] }>('assignPermissions', { id: role.id, permissionIds: ids });
    expect(assigned.body.code).toBe(200);
    expect((await post<RoleDetailResult>('detail', { id: role.id })).body.result.permissionIds).toEqual([...ids].sort((a, b) => a - b));

    const after = await menu();
    expect(after.menuTree.map((n) => n.path)).toEqual(['dashboard', 'question']);
    expect(after.operateList).toEqual(['question:list']);
    expect((await t.post('/api/admin/role/list', {}, junior)).status).toBe(403);

    // A save from the set as loaded before that change is refused, and the set stays as the change made it.
    const loaded = (await post<RoleDetailResult>('detail', { id: role.id })).body.result;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await post('assignPermissions', { id: role.id, permissionIds: ids, updatedAt: loaded.updatedAt });
    const stale = await post('assignPermissions', { id: role.id, permissionIds: [dashboard!.id], updatedAt: loaded.updatedAt });
    expect(stale.body).toMatchObject({ code: 409, result: { reason: 'stale' } });
    expect((await post<RoleDetailResult>('detail', { id: role.id })).body.result.permissionIds).toEqual([...ids].sort((a, b) => a - b));

    await post('assignPermissions', { id: role.id, permissionIds: [dashboard!.id, dashboard!.children[0]!.id] });
    expect(await menu()).toMatchObject({ operateList: [] });
    expect((await menu()).menuTree.map((n) => n.path)).toEqual(['dashboard']);
  });

  it('validates permission ids and keeps the old set on failure; admin always keeps everything', async () => {
    const id = await roleId('junior');
    const before = (await post<RoleDetailResult>('detail', { id })).body.result.permissionIds;
    const bad = await post('assignPermissions', { id, permissionIds: [before[0], 999999] });
    expect(bad.body).toMatchObject({ code: 400, result: { field: 'permissionIds' } });
    expect((await post<RoleDetailResult>('detail', { id })).body.result.permissionIds).toEqual(before);
    const adminRefused = await post('assignPermissions', { id: await roleId('admin'), permissionIds: [] });
    expect(adminRefused.status).toBe(409);
    const total = await t.app.db
      .selectFrom('permissions')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await post<RoleDetailResult>('detail', { id: await roleId('admin') })).body.result.permissionIds).toHaveLength(Number(total.n));
  });
});
