// The security review's reproductions: each delegated operation alone used to make its holder an admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../testing/test-app.js';
import { missingPermissions } from './containment.js';

describe('missingPermissions', () => {
  it('lists what the caller lacks, and nothing for an admin', () => {
    expect(missingPermissions({ userId: 1, isAdmin: false, permissionIds: new Set([1, 2]) }, [3, 2, 3, 1])).toEqual([3]);
    expect(missingPermissions({ userId: 1, isAdmin: true, permissionIds: new Set() }, [3])).toEqual([]);
  });
});

describe.each(testTargets())('privilege containment on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let pawnId: number;
  let n = 0;

  const permissionId = async (code: string) =>
    (await t.app.db.selectFrom('permissions').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const roleId = async (code: string) =>
    (await t.app.db.selectFrom('roles').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  /** A role holding exactly `codes`, and a signed-in user holding only that role. */
  const delegate = async (...codes: string[]) => {
    n += 1;
    const at = new Date().toISOString();
    const role = await t.app.db
      .insertInto('roles')
      .values({
        code: `only${n}`,
        name: `Only ${codes.join(' ')}`,
        status: 'enabled',
        builtin: 0,
        remark: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const code of codes)
      await t.app.db
        .insertInto('role_permissions')
        .values({ role_id: role.id, permission_id: await permissionId(code) })
        .execute();
    const userId = await createUser(t.app, {
      username: `delegate${n}`,
      password: 'delegate-long-password',
      type: 'moderator',
      roles: [`only${n}`],
    });
    return { token: await t.login(`delegate${n}`, 'delegate-long-password'), userId, roleId: role.id };
  };
  const rolesOf = async (userId: number) =>
    (
      await t.app.db
        .selectFrom('user_roles as ur')
        .innerJoin('roles as r', 'r.id', 'ur.role_id')
        .select('r.code')
        .where('ur.user_id', '=', userId)
        .execute()
    )
      .map((r) => r.code)
      .sort();

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    adminId = (await t.app.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    pawnId = await createUser(t.app, { username: 'pawn', password: 'pawn-long-password', type: 'client' });
  });
  afterAll(() => t.close());

  it('user:assignRoles alone: no admin role for oneself or anyone, no role holding more, but a lesser role is fine', async () => {
    const d = await delegate('user:assignRoles');
    expect(await t.post('/api/admin/user/assignRoles', { userId: d.userId, roleCodes: ['admin'] }, d.token)).toMatchObject({
      status: 403,
      body: { message: 'You cannot change your own roles; ask another administrator' },
    });
    expect(await t.post('/api/admin/user/assignRoles', { userId: pawnId, roleCodes: ['admin'] }, d.token)).toMatchObject({
      status: 403,
      body: { message: 'Only administrators can give the admin role' },
    });
    const moderator = await t.post('/api/admin/user/assignRoles', { userId: pawnId, roleCodes: ['moderator'] }, d.token);
    expect(moderator.status).toBe(403);
    expect(moderator.body.message).toMatch(/^A role you are giving holds permissions you do not hold \(/);
    expect(await rolesOf(d.userId)).toEqual([`only${n}`]);
    expect(await rolesOf(pawnId)).toEqual([]);
    expect((await t.post('/api/admin/user/assignRoles', { userId: pawnId, roleCodes: [`only${n}`] }, d.token)).status).toBe(200);
    expect(await rolesOf(pawnId)).toEqual([`only${n}`]);
    await t.post('/api/admin/user/assignRoles', { userId: pawnId, roleCodes: [] }, admin);
  });

  it('user:add alone: cannot create an admin or an account with roles beyond its own', async () => {
    const d = await delegate('user:add');
    expect(await t.post('/api/admin/user/add', { username: 'mallory', type: 'admin' }, d.token)).toMatchObject({ status: 403 });
    expect(await t.post('/api/admin/user/add', { username: 'mallory', type: 'client', roleCodes: ['admin'] }, d.token)).toMatchObject({
      status: 403,
      body: { message: 'Only administrators can give the admin role' },
    });
    expect(await t.app.db.selectFrom('users').select('id').where('username', '=', 'mallory').executeTakeFirst()).toBeUndefined();
    expect((await t.post('/api/admin/user/add', { username: 'mallory', type: 'client', roleCodes: [] }, d.token)).status).toBe(200);
  });

  it('user:resetPassword alone: cannot take over an admin account', async () => {
    const d = await delegate('user:resetPassword');
    const refused = await t.post<{ password: string }>('/api/admin/user/resetPassword', { userId: adminId }, d.token);
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Only administrators can change an administrator account', result: null },
    });
    await expect(t.login('admin', TEST_ADMIN_PASSWORD)).resolves.toEqual(expect.any(String));
    expect((await t.post('/api/admin/user/resetPassword', { userId: pawnId }, d.token)).status).toBe(200);
  });

  it('role:assignPermissions alone: cannot widen its own role, nor give a role what it lacks', async () => {
    const d = await delegate('role:assignPermissions');
    const all = (await t.app.db.selectFrom('permissions').select('id').execute()).map((r) => r.id);
    expect(await t.post('/api/admin/role/assignPermissions', { id: d.roleId, permissionIds: all }, d.token)).toMatchObject({
      status: 403,
      body: { message: 'You cannot change the permissions of a role you hold; ask an administrator' },
    });
    const spare = (await t.post<{ id: number }>('/api/admin/role/add', { code: `spare${n}`, name: 'Spare' }, admin)).body.result.id;
    const wider = await t.post(
      '/api/admin/role/assignPermissions',
      { id: spare, permissionIds: [await permissionId('user:add')] },
      d.token,
    );
    expect(wider).toMatchObject({ status: 403, body: { message: 'The new permission set holds permissions you do not hold (user:add)' } });
    expect(await t.post('/api/admin/role/assignPermissions', { id: await roleId('admin'), permissionIds: [] }, d.token)).toMatchObject({
      status: 403,
      body: { message: 'Only administrators can change the admin role' },
    });
    expect(await t.app.db.selectFrom('role_permissions').select('permission_id').where('role_id', '=', d.roleId).execute()).toHaveLength(1);
    const own = await permissionId('role:assignPermissions');
    expect((await t.post('/api/admin/role/assignPermissions', { id: spare, permissionIds: [own] }, d.token)).status).toBe(200);
  });

  it.each(['user:status', 'user:update', 'user:delete'])('%s alone: cannot disable, edit or delete an admin', async (operation) => {
    const d = await delegate(operation);
    const before = await t.app.db
      .selectFrom('users')
      .select(['status', 'real_name', 'deleted_at'])
      .where('id', '=', adminId)
      .executeTakeFirstOrThrow();
    const call =
      operation === 'user:status'
        ? t.post('/api/admin/user/status', { userId: adminId, status: 'disabled' }, d.token)
        : operation === 'user:update'
          ? t.post('/api/admin/user/update', { userId: adminId, realName: 'Owned' }, d.token)
          : t.post('/api/admin/user/delete', { userId: adminId }, d.token);
    expect(await call).toMatchObject({ status: 403, body: { message: 'Only administrators can change an administrator account' } });
    expect(
      await t.app.db.selectFrom('users').select(['status', 'real_name', 'deleted_at']).where('id', '=', adminId).executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it('the built-in admin cannot be deleted, disabled or lose the admin role, even by another admin', async () => {
    await createUser(t.app, { username: 'second', password: 'second-admin-password', type: 'admin', roles: ['admin'] });
    const second = await t.login('second', 'second-admin-password');
    expect(await t.post('/api/admin/user/delete', { userId: adminId }, second)).toMatchObject({
      status: 403,
      body: { message: 'The built-in admin account cannot be deleted' },
    });
    expect(await t.post('/api/admin/user/status', { userId: adminId, status: 'disabled' }, second)).toMatchObject({
      status: 403,
      body: { message: 'The built-in admin account cannot be disabled' },
    });
    expect(await t.post('/api/admin/user/assignRoles', { userId: adminId, roleCodes: ['moderator'] }, second)).toMatchObject({
      status: 403,
      body: { message: 'The built-in admin account keeps the admin role' },
    });
    expect(await rolesOf(adminId)).toEqual(['admin']);
    expect((await t.post('/api/admin/user/update', { userId: adminId, realName: 'Chief' }, second)).status).toBe(200);
  });
});
