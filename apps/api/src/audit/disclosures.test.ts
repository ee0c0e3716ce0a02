// Data that leaves the server in bulk or as a file (downloads, exports) leaves a trace in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResult } from '../modules/audit/schemas.js';
import { multipartBody } from '../modules/file/multipart-body.test-helper.js';
import { insertSession } from '../modules/question/test-fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../testing/test-app.js';

describe.each(testTargets())('downloads and exports in the audit log on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const latest = async (action: string) => (await t.post<AuditListResult>('/api/admin/audit/list', { action }, admin)).body.result.list;

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it('records who downloaded which file', async () => {
    const { payload, headers } = multipartBody('notes.txt', Buffer.from('hello, audit'), 'text/plain');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/file/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${admin}` },
    });
    const id = (uploaded.json() as { result: { id: number } }).result.id;
    expect(await latest('file.download')).toEqual([]);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/file/download/${id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(download.statusCode).toBe(200);
    const [entry] = await latest('file.download');
    expect(entry).toMatchObject({ actorUsername: 'admin', target: `file:${id}`, outcome: 'success' });
    expect(JSON.parse(entry!.detail!)).toEqual({ name: 'notes.txt', size: 12 });
  });

  it('records a project export with its filter and row count', async () => {
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/project/export',
      payload: { format: 'csv', query: { keyword: 'nothing-matches' } },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(exported.statusCode).toBe(200);
    const [entry] = await latest('project.export');
    expect(entry).toMatchObject({ actorUsername: 'admin', target: 'projects' });
    expect(JSON.parse(entry!.detail!)).toEqual({ rows: 0, format: 'csv', filter: { keyword: 'nothing-matches' } });
  });

  it('records a minutes export with its session and format', async () => {
    const { sessionId } = await insertSession(t.app, { startAt: '2026-10-01T09:00:00.000Z', title: 'Focus group A' });
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/minutes/export',
      payload: { sessionId, format: 'markdown' },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(exported.statusCode).toBe(200);
    const [entry] = await latest('minutes.export');
    expect(entry).toMatchObject({ actorUsername: 'admin', target: `session:${sessionId}` });
    expect(JSON.parse(entry!.detail!)).toEqual({ format: 'markdown' });
  });
});
