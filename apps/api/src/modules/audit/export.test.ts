// The audit log's and the sign-in list's exports (resources/export-route.ts through their declarations): the file's
// rows are the filtered list's rows, formula-like cells are escaped, and access is the list's.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { AuthSessionListResult } from '../signInSession/schemas.js';
import type { AuditListResult } from './schemas.js';

describe.each(testTargets())('audit and sign-in exports on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const exportFile = (url: string, payload: object, token = admin) =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
  const auditList = async (body: object) =>
    (await t.post<AuditListResult>('/api/admin/audit/list', { pageSize: 100, ...body }, admin)).body.result.list;
  const csvLines = (body: string) => body.slice(1).trim().split('\r\n');

  beforeAll(async () => {
    t = await startTestApp(target);
    await t.post('/api/admin/land/login', { username: 'admin', password: 'wrong-password' });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    await t.app.db
      .insertInto('audit_log')
      .values(
        ['=HYPERLINK("http://x")', '+1', '@SUM(A1)', 'plain'].map((actor, i) => ({
          at: new Date(Date.UTC(2026, 2, 1, 9, i)).toISOString(),
          actor_username: actor,
          action: 'test.formula',
          target: `-target ${i}`,
          outcome: 'success' as const,
        })),
      )
      .execute();
  });
  afterAll(() => t.close());

  it('writes the filtered audit view as CSV, newest first, with formula cells escaped', async () => {
    const rows = await auditList({ action: 'test.formula' });
    const csv = await exportFile('/api/admin/audit/export', {
      format: 'csv',
      query: { action: 'test.formula' },
      columns: ['actorUsername', 'target'],
    });
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csvLines(csv.body)).toEqual([
      'Actor,Target',
      "plain,'-target 3",
      "'@SUM(A1),'-target 2",
      "'+1,'-target 1",
      `"'=HYPERLINK(""http://x"")",'-target 0`,
    ]);
    expect(rows.map((e) => e.actorUsername)).toEqual(['plain', '@SUM(A1)', '+1', '=HYPERLINK("http://x")']);
  });

  it('writes the filtered audit view as XLSX whose rows equal the list, text cells never formulas', async () => {
    const rows = await auditList({ outcome: 'failure', from: '2000-01-01T00:00:00Z' });
    expect(rows.length).toBeGreaterThan(0);
    const xlsx = await exportFile('/api/admin/audit/export', {
      format: 'xlsx',
      query: { outcome: 'failure', from: '2000-01-01T00:00:00Z' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('audit')!;
    const values = (sheet.getSheetValues().slice(1) as unknown[][]).map((r) => r.slice(1));
    expect(values[0]).toEqual(['Time (UTC)', 'Actor', 'Action', 'Target', 'Outcome', 'IP', 'Detail']);
    expect(values.slice(1).map((r) => [r[0], r[1], r[2], r[4]])).toEqual(rows.map((e) => [e.at, e.actorUsername, e.action, e.outcome]));

    const formulas = await exportFile('/api/admin/audit/export', { format: 'xlsx', query: { action: 'test.formula' } });
    const book2 = new ExcelJS.Workbook();
    await book2.xlsx.load(formulas.rawPayload as unknown as ArrayBuffer);
    const cell = book2.getWorksheet('audit')!.getCell('B5');
    expect({ type: cell.type, value: cell.value }).toEqual({ type: ExcelJS.ValueType.String, value: '=HYPERLINK("http://x")' });
  });

  it('refuses a range that ends before it starts (400 naming the field) and a caller without audit:list', async () => {
    const bad = await exportFile('/api/admin/audit/export', { format: 'csv', query: { from: '2026-03-02', to: '2026-03-01' } });
    expect({ status: bad.statusCode, field: bad.json().result?.field }).toEqual({ status: 400, field: 'to' });
    await createUser(t.app, { username: 'export-mod', password: 'moderator-pw-1', type: 'moderator', roles: ['moderator'] });
    const mod = await t.login('export-mod', 'moderator-pw-1');
    expect((await exportFile('/api/admin/audit/export', { format: 'csv' }, mod)).statusCode).toBe(403);
    expect((await exportFile('/api/admin/authSession/export', { format: 'csv' }, mod)).statusCode).toBe(403);
  });

  it("writes the open sign-ins of the filtered view, the caller's own included", async () => {
    const list = (await t.post<AuthSessionListResult>('/api/admin/authSession/list', { username: 'admin' }, admin)).body.result.list;
    const csv = await exportFile('/api/admin/authSession/export', {
      format: 'csv',
      query: { username: 'admin' },
      columns: ['username', 'ip'],
    });
    expect(csv.headers['content-disposition']).toMatch(/filename="sign-ins-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csvLines(csv.body)).toEqual(['User,IP', ...list.map((s) => `${s.username},${s.ip}`)]);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const audited = await auditList({ action: 'authSession.export' });
    expect(JSON.parse(audited[0]!.detail!)).toMatchObject({ rows: list.length, format: 'csv', filter: { username: 'admin' } });
  });
});
