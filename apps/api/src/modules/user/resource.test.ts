// The staff list's declared routes (resource.ts): bulk enable/disable and undoable delete, each account checked
// against what the caller may manage with each refusal named, restore, and export without secrets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResult, RestoreResult } from '../../resources/schemas.js';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { AuditListResult } from '../audit/schemas.js';
import type { UserListResult } from './schemas.js';

describe.each(testTargets())('user bulk, restore and export on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let clock = Date.parse('2030-03-01T09:00:00.000Z');
  const bulk = (body: object, token = admin) => t.post<BulkResult>('/api/admin/user/bulk', body, token);
  const idOf = async (username: string) =>
    (await t.app.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const listed = async (filter: object) =>
    (await t.post<UserListResult>('/api/admin/user/list', { pageSize: 100, ...filter }, admin)).body.result.list.map((u) => u.username);
  const staff = (username: string, roles: string[] = []) =>
    createUser(t.app, { username, password: `${username}-long-passphrase`, type: 'moderator', roles });

  beforeAll(async () => {
    t = await startTestApp(target, { now: () => new Date(clock) });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    for (const name of ['bulk-a', 'bulk-b', 'bulk-c']) await staff(name);
  });
  afterAll(() => t.close());

  it('disables every account matching the filter but the caller; each refusal named; audited once; enables them again', async () => {
    const self = await idOf('admin');
    const answer = await bulk({ action: 'status', value: 'disabled', ids: [await idOf('bulk-a'), await idOf('bulk-b'), self, 999_999] });
    expect(answer.body.result).toEqual({
      done: [await idOf('bulk-a'), await idOf('bulk-b')],
      refused: [
        { id: self, code: 400, message: 'userId: you cannot disable your own account' },
        { id: 999_999, code: 404, message: 'User not found or outside your scope' },
      ],
    });
    expect(await listed({ keyword: 'bulk-', status: 'disabled' })).toEqual(['bulk-b', 'bulk-a']);
    expect(await listed({ keyword: 'admin', status: 'enabled' })).toContain('admin');
    const audit = (await t.post<AuditListResult>('/api/admin/audit/list', { action: 'user.bulk' }, admin)).body.result.list[0];
    expect(JSON.parse(audit!.detail!)).toMatchObject({ action: 'status', value: 'disabled', doneCount: 2, refusedCount: 2 });

    const again = await bulk({ action: 'status', value: 'enabled', allMatching: { keyword: 'bulk-', status: 'disabled' } });
    expect(again.body.result.done).toHaveLength(2);
    expect(await listed({ keyword: 'bulk-', status: 'disabled' })).toEqual([]);
    expect((await bulk({ action: 'status', ids: [self] })).body).toMatchObject({ code: 400, message: 'value is required for status' });
  });

  it('refuses accounts above a non-admin caller, the built-in admin and themselves; keeps the rest', async () => {
    const codes = ['user:list', 'user:status', 'user:delete'];
    const perms = await t.app.db.selectFrom('permissions').select(['id', 'code']).where('code', 'in', codes).execute();
    const menus = await t.app.db.selectFrom('permissions').select('id').where('name', 'in', ['Admin', 'AdminList']).execute();
    const role = (await t.post<{ id: number }>('/api/admin/role/add', { code: 'staff-keeper', name: 'Staff keeper' }, admin)).body.result;
    await t.post('/api/admin/role/assignPermissions', { id: role.id, permissionIds: [...perms, ...menus].map((p) => p.id) }, admin);
    const keeperId = await staff('keeper', ['staff-keeper']);
    const otherAdmin = await staff('second-admin', ['admin']);
    const token = await t.login('keeper', 'keeper-long-passphrase');
    const [builtIn, plain] = [await idOf('admin'), await idOf('bulk-c')];
    const answer = await bulk({ action: 'status', value: 'disabled', ids: [plain, otherAdmin, builtIn, keeperId] }, token);
    expect(answer.body.result).toEqual({
      done: [plain],
      refused: [
        { id: otherAdmin, code: 403, message: 'Only administrators can change an administrator account' },
        { id: builtIn, code: 403, message: 'Only administrators can change an administrator account' },
        { id: keeperId, code: 400, message: 'userId: you cannot disable your own account' },
      ],
    });
    expect(await listed({ keyword: 'second-admin', status: 'enabled' })).toEqual(['second-admin']);
    const byAdmin = await t.login('second-admin', 'second-admin-long-passphrase');
    expect((await bulk({ action: 'delete', ids: [builtIn] }, byAdmin)).body.result.refused).toEqual([
      { id: builtIn, code: 403, message: 'The built-in admin account cannot be deleted' },
    ]);
    await t.post(
      '/api/admin/role/assignPermissions',
      { id: role.id, permissionIds: [...perms.filter((p) => p.code !== 'user:status'), ...menus].map((p) => p.id) },
      admin,
    );
    // An undo is no back door: the keeper (user:delete) cannot restore an administrator another admin deleted.
    const deletedAdmin = await staff('deleted-admin', ['admin']);
    expect((await bulk({ action: 'delete', ids: [deletedAdmin] }, byAdmin)).body.result.done).toEqual([deletedAdmin]);
    const restoreByKeeper = await t.post('/api/admin/user/restore', { ids: [deletedAdmin] }, token);
    expect({ status: restoreByKeeper.status, message: restoreByKeeper.body.message }).toEqual({
      status: 403,
      message: 'Only administrators can change an administrator account',
    });
    expect(await listed({ keyword: 'deleted-admin' })).toEqual([]);
    const noStatus = await bulk({ action: 'status', value: 'enabled', ids: [plain] }, token);
    expect({ status: noStatus.status, message: noStatus.body.message }).toEqual({
      status: 403,
      message: 'Not permitted: requires operation user:status',
    });
  });

  it('deletes accounts undoably: gone from the list and signed out; restore within the window brings them back', async () => {
    const signedIn = await t.login('bulk-a', 'bulk-a-long-passphrase');
    const ids = [await idOf('bulk-a'), await idOf('bulk-b')];
    const answer = await bulk({ action: 'delete', ids });
    expect(answer.body.result).toMatchObject({ done: ids, refused: [], undoUntil: new Date(clock + 10_000).toISOString() });
    expect(await listed({ keyword: 'bulk-' })).toEqual(['bulk-c']);
    expect((await t.post('/api/admin/user/list', {}, signedIn)).body.code).not.toBe(200);

    clock += 5_000;
    const restored = await t.post<RestoreResult>('/api/admin/user/restore', { ids: [ids[0]] }, admin);
    expect(restored.body.result).toEqual({ restored: [ids[0]] });
    expect(await listed({ keyword: 'bulk-' })).toEqual(['bulk-c', 'bulk-a']);
    clock += 20_000;
    const late = await t.post('/api/admin/user/restore', { ids: [ids[1]] }, admin);
    expect(late.status).toBe(409);
    expect(await listed({ keyword: 'bulk-' })).toEqual(['bulk-c', 'bulk-a']);
  });

  it("exports the list's view as CSV with no password hash or secret in it", async () => {
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user/export',
      payload: { format: 'csv', query: { keyword: 'bulk-', sortField: 'username', sortOrder: 'asc' } },
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en-US' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/staff-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = file.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('ID,Username,Real name,Type,Email,Phone number,Status,Roles,Created at,Updated at');
    expect(lines.slice(1, -1).map((l) => l.split(',')[1])).toEqual(['bulk-a', 'bulk-c']);
    expect(file.body).not.toMatch(/argon2|\$2[aby]\$|passphrase/);
  });
});
