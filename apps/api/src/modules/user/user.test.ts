import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { UserAddResult, UserListResult, UserRecord, UserResetPasswordResult } from './schemas.js';

describe.each(testTargets())('user on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const add = (body: Record<string, unknown>) => t.post<UserAddResult>('/api/admin/user/add', body, admin);
  const list = async (body: Record<string, unknown>) => (await t.post<UserListResult>('/api/admin/user/list', body, admin)).body.result;
  const idOf = async (username: string) =>
    (await t.app.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    for (const [i, name] of ['carol', 'alice', 'bob'].entries()) {
      await add({
        type: 'moderator',
        username: `mod.${name}`,
        realName: `${name.toUpperCase()} Mod ${i}`,
        email: `${name}@example.com`,
        phoneNumber: `+4470000000${i}`,
        password: `moderator-${name}-pw`,
      });
    }
    await add({ type: 'client', username: 'client_1', password: 'client-one-password' });
  });
  afterAll(() => t.close());

  it('creates a user with a generated one-time password shown once; login then asks for a change', async () => {
    const { status, body } = await add({ type: 'moderator', username: 'new-mod', realName: 'New Mod', email: 'new@example.com' });
    expect(status).toBe(200);
    expect(body.result.initialPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(body.result.user).toMatchObject({
      username: 'new-mod',
      type: 'moderator',
      roleList: ['moderator'],
      mustChangePassword: true,
      status: 'enabled',
    });
    const detail = await t.post<UserRecord>('/api/admin/user/detail', { userId: body.result.user.userId }, admin);
    expect(detail.body.result).not.toHaveProperty('initialPassword');
    const login = await t.post<{ userInfo: Record<string, unknown> }>('/api/admin/land/login', {
      username: 'new-mod',
      password: body.result.initialPassword,
    });
    expect(login.body.result.userInfo).toMatchObject({ username: 'new-mod', mustChangePassword: true });
    const stored = JSON.stringify(await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.add').execute());
    expect(stored).not.toContain(body.result.initialPassword as string);
  });

  it('refuses a duplicate username (409), a bad username, e-mail or phone, a weak password and an unknown role (400)', async () => {
    expect((await add({ type: 'client', username: 'mod.alice' })).body.code).toBe(409);
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'client', username: 'ab' }, 'username'],
      [{ type: 'client', username: 'has space' }, 'username'],
      [{ type: 'client', username: 'okname', email: 'not-an-email' }, 'email'],
      [{ type: 'client', username: 'okname', phoneNumber: '12ab' }, 'phoneNumber'],
      [{ type: 'client', username: 'okname', password: 'password123' }, 'password'],
      [{ type: 'client', username: 'okname', password: 'Summer2024!' }, 'password'],
      [{ type: 'client', username: 'okname', password: 'okname2024' }, 'password'],
      [{ type: 'client', username: 'okname', realName: 'Ingrid Okafor', password: 'IngridOkafor' }, 'password'],
      [{ type: 'client', username: 'okname', password: 'short' }, 'password'],
      [{ type: 'client', username: 'okname', roleCodes: ['no-such-role'] }, 'roleCodes'],
    ];
    for (const [body, field] of cases) {
      const answer = await add(body);
      expect({ field, code: answer.body.code, result: answer.body.result }).toEqual({ field, code: 400, result: { field } });
      expect(answer.body.message).toContain(field);
    }
    expect(await t.app.db.selectFrom('users').select('id').where('username', '=', 'okname').executeTakeFirst()).toBeUndefined();
  });

  it('lists by type with keyword, status and role filters, sorting and paging', async () => {
    const mods = await list({ type: 'moderator', sortField: 'username', sortOrder: 'asc' });
    expect(mods.list.map((u) => u.username)).toEqual(['mod.alice', 'mod.bob', 'mod.carol', 'new-mod']);
    expect(mods).toMatchObject({ total: 4, current: 1, pageSize: 20 });
    const desc = await list({ type: 'moderator', sortField: 'realName', sortOrder: 'desc', pageSize: 2, current: 2 });
    expect(desc.list.map((u) => u.realName)).toEqual(['BOB Mod 2', 'ALICE Mod 1']);
    expect((await list({ keyword: 'ALICE@' })).list.map((u) => u.username)).toEqual(['mod.alice']);
    expect((await list({ keyword: '700000002' })).list.map((u) => u.username)).toEqual(['mod.bob']);
    expect((await list({ keyword: '%' })).total).toBe(0);
    // The four columns are searched apart: no match spans the end of one and the start of the next.
    expect((await list({ keyword: 'carolcarol' })).total).toBe(0);
    expect((await list({ keyword: 'mod.carol' })).list.map((u) => u.realName)).toEqual(['CAROL Mod 0']);
    const second = await list({ type: 'moderator', sortField: 'username', sortOrder: 'asc', pageSize: 1, current: 2 });
    expect(second).toMatchObject({ list: [{ username: 'mod.bob', roleList: ['moderator'] }], total: 4, totalCapped: false });
    expect(await list({ type: 'moderator', pageSize: 2, current: 3 })).toMatchObject({ list: [], total: 4, totalCapped: false });
    expect((await list({ keyword: '_' })).list.map((u) => u.username)).toEqual(['client_1']);
    expect((await list({ roleCode: 'client' })).list.map((u) => u.username)).toEqual(['client_1']);
    expect((await list({ type: 'admin' })).list.map((u) => u.username)).toEqual(['admin']);
    expect((await t.post('/api/admin/user/list', { pageSize: 101 }, admin)).body).toMatchObject({
      code: 400,
      result: { field: 'pageSize' },
    });
  });

  it('updates a profile, refusing a stale edit with 409', async () => {
    const userId = await idOf('mod.bob');
    const before = (await t.post<UserRecord>('/api/admin/user/detail', { userId }, admin)).body.result;
    const saved = await t.post<UserRecord>(
      '/api/admin/user/update',
      { userId, realName: 'Robert', phoneNumber: '', updatedAt: before.updatedAt },
      admin,
    );
    expect(saved.body.result).toMatchObject({ realName: 'Robert', phoneNumber: null, email: 'bob@example.com' });
    // The keyword finds the account by what it now holds, not what it held.
    expect((await list({ keyword: 'ROBERT' })).list.map((u) => u.username)).toEqual(['mod.bob']);
    expect((await list({ keyword: '700000002' })).total).toBe(0);
    const stale = await t.post('/api/admin/user/update', { userId, realName: 'Bobby', updatedAt: '2000-01-01T00:00:00.000Z' }, admin);
    expect(stale.body.code).toBe(409);
    expect((await t.post('/api/admin/user/detail', { userId: 99999 }, admin)).body.code).toBe(404);
  });

  it("disabling ends the user's sign-ins (50012) and blocks sign-in; enabling lets them back", async () => {
    const userId = await idOf('mod.carol');
    const token = await t.login('mod.carol', 'moderator-carol-pw');
    const off = await t.post<UserRecord>('/api/admin/user/status', { userId, status: 'disabled' }, admin);
    expect(off.body.result.status).toBe('disabled');
    expect((await t.post('/api/admin/self/selfInfo', undefined, token)).body.code).toBe(50012);
    expect((await t.post('/api/admin/land/login', { username: 'mod.carol', password: 'moderator-carol-pw' })).body).toMatchObject({
      code: 400,
      message: 'Invalid username or password',
    });
    expect((await list({ status: 'disabled' })).list.map((u) => u.username)).toEqual(['mod.carol']);
    await t.post('/api/admin/user/status', { userId, status: 'enabled' }, admin);
    expect(await t.login('mod.carol', 'moderator-carol-pw')).toBeTruthy();
  });

  it('an admin cannot disable or delete themselves', async () => {
    const self = await idOf('admin');
    expect((await t.post('/api/admin/user/status', { userId: self, status: 'disabled' }, admin)).body).toMatchObject({
      code: 400,
      result: { field: 'userId' },
    });
    expect((await t.post('/api/admin/user/delete', { userId: self }, admin)).body).toMatchObject({
      code: 400,
      result: { field: 'userId' },
    });
  });

  it('soft-deletes: gone from lists and sign-in, sessions ended, row kept', async () => {
    const userId = await createUser(t.app, { username: 'leaver', password: 'leaver-password', type: 'client', roles: ['client'] });
    const token = await t.login('leaver', 'leaver-password');
    expect((await t.post('/api/admin/user/delete', { userId }, admin)).body.code).toBe(200);
    expect((await t.post('/api/admin/self/selfInfo', undefined, token)).body.code).toBe(50012);
    expect((await t.post('/api/admin/land/login', { username: 'leaver', password: 'leaver-password' })).body.code).toBe(400);
    expect((await list({ keyword: 'leaver' })).total).toBe(0);
    expect((await t.post('/api/admin/user/delete', { userId }, admin)).body.code).toBe(404);
    const row = await t.app.db.selectFrom('users').select('deleted_at').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
  });

  it('resets a password to a one-time one, ending sign-ins', async () => {
    const userId = await idOf('client_1');
    const token = await t.login('client_1', 'client-one-password');
    const reset = await t.post<UserResetPasswordResult>('/api/admin/user/resetPassword', { userId }, admin);
    expect(reset.body.result.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await t.post('/api/admin/self/selfInfo', undefined, token)).body.code).toBe(50012);
    expect((await t.post('/api/admin/land/login', { username: 'client_1', password: 'client-one-password' })).body.code).toBe(400);
    const login = await t.post<{ userInfo: { mustChangePassword?: boolean } }>('/api/admin/land/login', {
      username: 'client_1',
      password: reset.body.result.password,
    });
    expect(login.body.result.userInfo.mustChangePassword).toBe(true);
  });

  it('assigns roles by code; an unknown role changes nothing', async () => {
    const userId = await idOf('mod.alice');
    const saved = await t.post<UserRecord>('/api/admin/user/assignRoles', { userId, roleCodes: ['moderator', 'client'] }, admin);
    expect(saved.body.result.roleList).toEqual(['moderator', 'client']);
    const bad = await t.post('/api/admin/user/assignRoles', { userId, roleCodes: ['client', 'ghost'] }, admin);
    expect(bad.body).toMatchObject({ code: 400, result: { field: 'roleCodes' } });
    expect((await t.post<UserRecord>('/api/admin/user/detail', { userId }, admin)).body.result.roleList).toEqual(['moderator', 'client']);
  });

  it('audits every write with actor and target', async () => {
    const rows = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_username', 'target'])
      .where('action', 'like', 'user.%')
      .execute();
    const actions = new Set(rows.map((r) => r.action));
    for (const action of ['user.add', 'user.update', 'user.status', 'user.delete', 'user.resetPassword', 'user.assignRoles'])
      expect(actions).toContain(action);
    expect(rows.every((r) => r.actor_username === 'admin' && r.target?.startsWith('user:'))).toBe(true);
  });

  it('refuses a user without the operations (403)', async () => {
    const token = await t.login('mod.alice', 'moderator-alice-pw');
    expect((await t.post('/api/admin/user/list', {}, token)).body.code).toBe(403);
  });
});
