// The project resource's kernel routes: bulk status with the record scope, export of both list scopes.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResult } from '../../resources/schemas.js';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { ProjectListResult } from './schemas.js';

describe.each(testTargets())('project bulk and export on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let closer: string;
  let own: number;
  let other: number;
  const project = (code: string, moderatorIds: number[]) => ({
    name: `Bulk ${code}`,
    code,
    status: 'active',
    startDate: '2026-01-01',
    endDate: '2026-02-01',
    moderatorIds,
  });
  const exportAs = (url: string, payload: object, token: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    // A moderator whose role also grants project:close, but not project:list: their record scope is their own projects.
    const role = await t.post<{ id: number }>('/api/admin/role/add', { code: 'closer', name: 'Closer' }, admin);
    const close = await t.app.db.selectFrom('permissions').select('id').where('code', '=', 'project:close').executeTakeFirstOrThrow();
    await t.app.db.insertInto('role_permissions').values({ role_id: role.body.result.id, permission_id: close.id }).execute();
    const closerId = await createUser(t.app, {
      username: 'closer',
      password: 'closer-pw-123',
      type: 'moderator',
      roles: ['moderator', 'closer'],
    });
    const elseId = await createUser(t.app, { username: 'else', password: 'else-pw-12345', type: 'moderator', roles: ['moderator'] });
    closer = await t.login('closer', 'closer-pw-123');
    own = (await t.post<{ id: number }>('/api/admin/project/add', project('OWN-1', [closerId]), admin)).body.result.id;
    other = (await t.post<{ id: number }>('/api/admin/project/add', project('OTHER-1', [elseId]), admin)).body.result.id;
  });
  afterAll(() => t.close());

  it('closes the caller’s own project and refuses, by name, one outside their record scope', async () => {
    const answer = await t.post<BulkResult>('/api/admin/project/bulk', { action: 'status', value: 'closed', ids: [own, other] }, closer);
    expect(answer.body.result).toEqual({
      done: [own],
      refused: [{ id: other, code: 404, message: 'Project not found or outside your scope' }],
    });
    const archive = await t.post('/api/admin/project/bulk', { action: 'status', value: 'archived', ids: [own] }, closer);
    expect({ status: archive.status, message: archive.body.message }).toEqual({
      status: 403,
      message: 'Not permitted: requires operation project:archive',
    });
    const again = await t.post<BulkResult>('/api/admin/project/bulk', { action: 'status', value: 'closed', ids: [own, other] }, admin);
    expect(again.body.result).toEqual({ done: [other], refused: [{ id: own, code: 409, message: 'Project OWN-1 is already closed' }] });
  });

  it('exports the admin list and the caller’s own list as the lists show them', async () => {
    const query = { keyword: 'Bulk', sortField: 'code', sortOrder: 'ascend' };
    const listed = (await t.post<ProjectListResult>('/api/admin/project/list', query, admin)).body.result.list;
    const xlsx = await exportAs('/api/admin/project/export', { format: 'xlsx', query, columns: ['code', 'name'] }, admin);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = (book.getWorksheet('project')!.getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1));
    expect(rows).toEqual([['Code', 'Name'], ...listed.map((p) => [p.code, p.name])]);

    const mine = await exportAs('/api/admin/project/myExport', { format: 'csv', query, columns: ['code'] }, closer);
    expect(
      mine.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(['Code', 'OWN-1']);
    expect((await exportAs('/api/admin/project/export', { format: 'csv' }, closer)).statusCode).toBe(403);
  });
});
