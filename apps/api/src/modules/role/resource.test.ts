// The role list's declared routes (resource.ts): bulk delete and status with each refusal named, and export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_RECORD } from '../../http/partial-update.js';
import type { BulkResult } from '../../resources/schemas.js';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { AuditListResult } from '../audit/schemas.js';
import type { RoleItem, RoleListResult } from './schemas.js';

describe.each(testTargets())('role bulk and export on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let clock = Date.parse('2030-03-01T09:00:00.000Z');
  const add = async (code: string, name = code) => (await t.post<RoleItem>('/api/admin/role/add', { code, name }, admin)).body.result;
  const bulk = (body: object, token = admin) => t.post<BulkResult>('/api/admin/role/bulk', body, token);
  const roleId = async (code: string) =>
    (await t.app.db.selectFrom('roles').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const codes = async (filter: object) =>
    (await t.post<RoleListResult>('/api/admin/role/list', { pageSize: 100, ...filter }, admin)).body.result.list.map((r) => r.code);

  beforeAll(async () => {
    t = await startTestApp(target, { now: () => new Date(clock) });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it('deletes the deletable roles and names each refusal: built-in, assigned, stale, missing; audited once', async () => {
    const [free, held, edited] = [await add('bulk-free'), await add('bulk-held'), await add('bulk-edited')];
    await createUser(t.app, { username: 'holder', password: 'holder-long-passphrase', roles: ['bulk-held'] });
    clock += 1000;
    await t.post('/api/admin/role/update', { id: edited!.id, name: 'Edited meanwhile' }, admin);
    const client = await roleId('client');
    const answer = await bulk({
      action: 'delete',
      ids: [free!.id, held!.id, edited!.id, client, 999_999],
      versions: [{ id: edited!.id, updatedAt: edited!.updatedAt }],
    });
    expect(answer.body.result).toEqual({
      done: [free!.id],
      refused: [
        { id: held!.id, code: 409, message: 'Role bulk-held is assigned to 1 user(s); remove it from them first' },
        { id: edited!.id, code: 409, message: STALE_RECORD },
        { id: client, code: 403, message: 'Built-in role client cannot be deleted' },
        { id: 999_999, code: 404, message: 'Role not found or outside your scope' },
      ],
    });
    expect(await codes({ keyword: 'bulk-' })).toEqual(['bulk-held', 'bulk-edited']);
    const audit = (await t.post<AuditListResult>('/api/admin/audit/list', { action: 'role.bulk' }, admin)).body.result.list[0];
    expect(JSON.parse(audit!.detail!)).toMatchObject({ action: 'delete', done: [free!.id], doneCount: 1, refusedCount: 4 });
  });

  it('disables every role matching the filter; admin stays enabled', async () => {
    const answer = await bulk({ action: 'status', value: 'disabled', allMatching: { keyword: 'bulk-' } });
    expect(answer.body.result).toEqual({ done: [await roleId('bulk-held'), await roleId('bulk-edited')], refused: [] });
    expect(await codes({ status: 'disabled' })).toEqual(['bulk-held', 'bulk-edited']);
    const adminId = await roleId('admin');
    expect((await bulk({ action: 'status', value: 'disabled', ids: [adminId] })).body.result.refused).toEqual([
      { id: adminId, code: 409, message: 'The admin role cannot be disabled' },
    ]);
    expect((await bulk({ action: 'status', ids: [adminId] })).body).toMatchObject({ code: 400, message: 'value is required for status' });
    expect((await bulk({ action: 'status', value: 'gone', ids: [adminId] })).body).toMatchObject({ code: 400, result: { field: 'value' } });
    expect(await codes({ status: 'enabled' })).toEqual(['admin', 'moderator', 'client']);
  });

  it('refuses a role the caller may not manage (it grants more than they hold), and an action whose operation they lack', async () => {
    const keeper = await add('role-keeper');
    const own = await t.app.db.selectFrom('permissions').select('id').where('code', 'in', ['role:list', 'role:status']).execute();
    const menus = await t.app.db.selectFrom('permissions').select('id').where('name', 'in', ['Setting', 'Role']).execute();
    await t.post('/api/admin/role/assignPermissions', { id: keeper!.id, permissionIds: [...own, ...menus].map((p) => p.id) }, admin);
    await createUser(t.app, { username: 'keeper', password: 'keeper-long-passphrase', type: 'admin', roles: ['role-keeper'] });
    const token = await t.login('keeper', 'keeper-long-passphrase');
    const empty = await add('bulk-empty');
    const moderator = await roleId('moderator');
    const answer = await bulk({ action: 'status', value: 'disabled', ids: [empty!.id, moderator] }, token);
    expect(answer.body.result.done).toEqual([empty!.id]);
    expect(answer.body.result.refused).toEqual([{ id: moderator, code: 403, message: expect.stringMatching(/^This role/) }]);
    expect(await codes({ keyword: 'moderator', status: 'enabled' })).toEqual(['moderator']);
    const noDelete = await bulk({ action: 'delete', ids: [empty!.id] }, token);
    expect({ status: noDelete.status, message: noDelete.body.message }).toEqual({
      status: 403,
      message: 'Not permitted: requires operation role:delete',
    });
  });

  it("exports the list's view as CSV with the chosen columns", async () => {
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/admin/role/export',
      payload: { format: 'csv', query: { status: 'disabled' }, columns: ['code', 'status'] },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/roles-\d{4}-\d{2}-\d{2}\.csv/);
    expect(file.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Code,Status',
      'bulk-held,disabled',
      'bulk-edited,disabled',
      'bulk-empty,disabled',
      '',
    ]);
  });
});
