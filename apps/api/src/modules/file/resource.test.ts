// Files' declared routes (resource.ts): undoable delete that keeps the bytes until the purge, bulk delete with named
// refusals, the detail's reach, and the export of the filtered view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../http/envelope.js';
import type { BulkResult, RestoreResult, UndoableDelete } from '../../resources/schemas.js';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import { multipartBody } from './multipart-body.test-helper.js';
import type { FileListResult, FileRecord } from './schemas.js';

describe.each(testTargets())('file resource routes on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let clock = Date.parse('2030-06-01T09:00:00.000Z');

  const upload = async (filename: string, text: string, token = admin) => {
    const { payload, headers } = multipartBody(filename, Buffer.from(text));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/file/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    return response.json<Envelope<FileRecord>>().result;
  };
  const download = (id: number, token = admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/file/download/${id}`, headers: { authorization: `Bearer ${token}` } });
  const names = async (filter: object) =>
    (await t.post<FileListResult>('/api/admin/file/list', { pageSize: 100, ...filter }, admin)).body.result.list.map((f) => f.name);
  const use = (id: number) =>
    t.app.db
      .insertInto('file_usages')
      .values({ file_id: id, owner_kind: 'pictureIt', owner_id: '7', created_at: new Date(clock).toISOString() })
      .execute();

  beforeAll(async () => {
    t = await startTestApp(target, { now: () => new Date(clock), config: { undoSeconds: 10, exportMaxRows: 100 } });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it('undoes a bulk delete within the window: the files are listed again and download the same bytes', async () => {
    const [a, b, used] = [await upload('undo-a.txt', 'alpha'), await upload('undo-b.txt', 'beta'), await upload('undo-used.txt', 'used')];
    await use(used!.id);
    const bulk = await t.post<BulkResult>('/api/admin/file/bulk', { action: 'delete', ids: [a!.id, b!.id, used!.id] }, admin);
    expect(bulk.body.result).toEqual({
      done: [a!.id, b!.id],
      refused: [
        { id: used!.id, code: 409, message: `"undo-used.txt" is in use (pictureIt 7) and cannot be deleted; remove it there first` },
      ],
      undoUntil: new Date(clock + 10_000).toISOString(),
    });
    expect(await names({ keyword: 'undo-' })).toEqual(['undo-used.txt']);
    expect((await download(a!.id)).statusCode).toBe(404);
    expect((await t.post('/api/admin/file/detail', { id: a!.id }, admin)).status).toBe(404);

    clock += 9_000;
    const restored = await t.post<RestoreResult>('/api/admin/file/restore', { ids: [a!.id, b!.id] }, admin);
    expect(restored.body.result).toEqual({ restored: [a!.id, b!.id] });
    expect((await names({ keyword: 'undo-' })).sort()).toEqual(['undo-a.txt', 'undo-b.txt', 'undo-used.txt']);
    const back = await download(b!.id);
    expect({ status: back.statusCode, body: back.body }).toEqual({ status: 200, body: 'beta' });
    const actions = await t.app.db.selectFrom('audit_log').select('action').where('action', 'in', ['file.bulk', 'file.restore']).execute();
    expect(actions.map((r) => r.action)).toEqual(['file.bulk', 'file.restore']);
  });

  it('purges a deleted file past its window, bytes and all, but keeps one that came into use meanwhile', async () => {
    const [gone, raced] = [await upload('purge-gone.txt', 'gone'), await upload('purge-raced.txt', 'raced')];
    expect((await t.post<UndoableDelete>('/api/admin/file/delete', { id: gone!.id }, admin)).body.result).toEqual({
      undoUntil: new Date(clock + 10_000).toISOString(),
    });
    await t.post('/api/admin/file/delete', { id: raced!.id }, admin);
    await use(raced!.id); // a write that raced the delete
    clock += 11_000;
    const late = await t.post('/api/admin/file/restore', { ids: [gone!.id] }, admin);
    expect(late.status).toBe(409);
    clock += 120_000;
    const next = await upload('purge-next.txt', 'next');
    await t.post('/api/admin/file/delete', { id: next!.id }, admin); // the next delete purges what expired
    expect(await t.app.db.selectFrom('files').select('id').where('id', '=', gone!.id).execute()).toEqual([]);
    expect(await names({ keyword: 'purge-' })).toEqual(['purge-raced.txt']);
    expect((await download(raced!.id)).body).toBe('raced');
  });

  it('shows a file to a caller without file:list only within their reach', async () => {
    await createUser(t.app, { username: 'file-mod', password: 'moderator-pw-1', type: 'moderator', roles: ['moderator'] });
    const mod = await t.login('file-mod', 'moderator-pw-1');
    const own = await upload('mod-own.txt', 'mine', mod);
    const others = await upload('admin-only.txt', 'not yours');
    expect((await t.post<FileRecord>('/api/admin/file/detail', { id: own!.id }, mod)).body.result).toMatchObject({ name: 'mod-own.txt' });
    expect((await t.post('/api/admin/file/detail', { id: others!.id }, mod)).status).toBe(404);
    expect((await t.post('/api/admin/file/list', {}, mod)).status).toBe(403);
    expect((await t.post('/api/admin/file/bulk', { action: 'delete', ids: [own!.id] }, mod)).status).toBe(403);
  });

  it('exports the filtered view as CSV with the chosen columns, audited', async () => {
    await upload('=cmd|calc.csv', 'a,b\n');
    const rows = (await t.post<FileListResult>('/api/admin/file/list', { mime: 'text/plain', keyword: 'undo' }, admin)).body.result.list;
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/admin/file/export',
      payload: { format: 'csv', query: { mime: 'text/plain', keyword: 'undo' }, columns: ['name', 'size'] },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="files-2030-\d{2}-\d{2}\.csv"$/);
    expect(csv.body.slice(1).trim().split('\r\n')).toEqual(['Name,Size (bytes)', ...rows.map((f) => `${f.name},${f.size}`)]);
    const formula = await t.app.inject({
      method: 'POST',
      url: '/api/admin/file/export',
      payload: { format: 'csv', query: { keyword: 'calc' }, columns: ['name'] },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(formula.body.slice(1).trim().split('\r\n')).toEqual(['Name', "'=cmd_calc.csv"]);
  });
});
