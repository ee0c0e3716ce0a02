// Picture It sets' declared routes beyond CRUD (resources/): undoable delete with restore, bulk with named
// refusals, stale versions, export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResult } from '../audit/schemas.js';
import { STALE_RECORD } from '../../http/partial-update.js';
import type { BulkResult, RestoreResult, UndoableDelete } from '../../resources/schemas.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import { insertFile } from '../question/test-fixtures.js';
import type { PictureItListResult, PictureItSetDetail } from './schemas.js';

describe.each(testTargets())('Picture It resource routes on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let image: number;
  let clock = Date.parse('2030-05-01T09:00:00.000Z');
  const add = async (name: string) =>
    (await t.post<PictureItSetDetail>('/api/admin/pictureIt/add', { name, images: [{ fileId: image }] }, admin)).body.result;
  const names = async (filter: object) =>
    (await t.post<PictureItListResult>('/api/admin/pictureIt/list', { pageSize: 100, ...filter }, admin)).body.result.list.map(
      (s) => s.name,
    );
  const bulk = (body: object) => t.post<BulkResult>('/api/admin/pictureIt/bulk', body, admin);
  const latestAudit = async (action: string) =>
    (await t.post<AuditListResult>('/api/admin/audit/list', { action }, admin)).body.result.list[0];

  beforeAll(async () => {
    t = await startTestApp(target, { now: () => new Date(clock), config: { undoSeconds: 10, exportMaxRows: 100 } });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    image = await insertFile(t.app, 'sea.png');
  });
  afterAll(() => t.close());

  it('undoes a delete within the window, images and all, and answers 409 after it', async () => {
    const set = await add('Undo set');
    const deleted = await t.post<UndoableDelete>('/api/admin/pictureIt/delete', { id: set.id }, admin);
    expect(deleted.body.result).toEqual({ undoUntil: new Date(clock + 10_000).toISOString() });
    expect(await names({ keyword: 'Undo set' })).toEqual([]);
    expect((await t.post('/api/admin/pictureIt/detail', { id: set.id }, admin)).status).toBe(404);
    expect((await t.post('/api/admin/pictureIt/status', { id: set.id, status: 'disabled' }, admin)).status).toBe(404);
    clock += 9_000;
    const restored = await t.post<RestoreResult>('/api/admin/pictureIt/restore', { ids: [set.id] }, admin);
    expect(restored.body.result).toEqual({ restored: [set.id] });
    const back = await t.post<PictureItSetDetail>('/api/admin/pictureIt/detail', { id: set.id }, admin);
    expect(back.body.result.images.map((i) => i.fileId)).toEqual([image]);

    await t.post('/api/admin/pictureIt/delete', { id: set.id }, admin);
    clock += 11_000;
    const late = await t.post('/api/admin/pictureIt/restore', { ids: [set.id] }, admin);
    expect({ status: late.status, message: late.body.message }).toEqual({
      status: 409,
      message: `Too late to undo: the undo window has passed (${set.id})`,
    });
    // Past the window and its grace, the next delete purges the set for good, with its images.
    clock += 120_000;
    const other = await add('Deleted later');
    await t.post('/api/admin/pictureIt/delete', { id: other.id }, admin);
    expect(await t.app.db.selectFrom('picture_it_images').select('id').where('set_id', '=', set.id).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('picture_it_sets').select('id').where('id', '=', set.id).execute()).toEqual([]);
  });

  it('names each refusal of a bulk delete (in use, stale, not found), does the rest and audits the call once', async () => {
    const [a, b, c] = [await add('Bulk A'), await add('Bulk B'), await add('Bulk C')];
    await t.post('/api/admin/question/add', { text: 'Which one?', type: 'picture_it', pictureItSetId: b.id }, admin);
    clock += 1000;
    await t.post('/api/admin/pictureIt/update', { id: c.id, instructions: 'changed' }, admin);
    const answer = await bulk({ action: 'delete', ids: [a.id, b.id, c.id, 999_999], versions: [{ id: c.id, updatedAt: c.updatedAt }] });
    expect(answer.body.result.done).toEqual([a.id]);
    expect(answer.body.result.refused).toEqual([
      { id: b.id, code: 409, message: expect.stringMatching(/used by a question/) },
      { id: c.id, code: 409, message: STALE_RECORD },
      { id: 999_999, code: 404, message: 'Picture It set not found or outside your scope' },
    ]);
    expect((await names({ keyword: 'Bulk' })).sort()).toEqual(['Bulk B', 'Bulk C']);
    const entry = await latestAudit('pictureIt.bulk');
    expect(JSON.parse(entry!.detail!)).toMatchObject({ action: 'delete', done: [a.id], refusedCount: 3 });

    const status = await bulk({ action: 'status', value: 'disabled', allMatching: { keyword: 'Bulk' } });
    expect(status.body.result.refused).toEqual([]);
    expect((await names({ keyword: 'Bulk', status: 'disabled' })).sort()).toEqual(['Bulk B', 'Bulk C']);
  });

  it('refuses a stale update with 409, changing nothing', async () => {
    const set = await add('Versioned');
    clock += 1000;
    await t.post('/api/admin/pictureIt/update', { id: set.id, name: 'Versioned 2', updatedAt: set.updatedAt }, admin);
    const stale = await t.post('/api/admin/pictureIt/update', { id: set.id, name: 'Versioned 3', updatedAt: set.updatedAt }, admin);
    expect({ status: stale.status, message: stale.body.message }).toEqual({ status: 409, message: STALE_RECORD });
    expect(await names({ keyword: 'Versioned' })).toEqual(['Versioned 2']);
  });

  it('exports the filtered view as CSV, audited', async () => {
    const rows = await t.post<PictureItListResult>('/api/admin/pictureIt/list', { keyword: 'Bulk' }, admin);
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pictureIt/export',
      payload: { format: 'csv', query: { keyword: 'Bulk' }, columns: ['name', 'imageCount'] },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="picture-it-sets-2030-\d{2}-\d{2}\.csv"$/);
    expect(csv.body.slice(1).trim().split('\r\n')).toEqual(['Name,Images', ...rows.body.result.list.map((s) => `${s.name},1`)]);
    expect(JSON.parse((await latestAudit('pictureIt.export'))!.detail!)).toEqual({
      rows: 2,
      format: 'csv',
      filter: { keyword: 'Bulk' },
      columns: ['name', 'imageCount'],
    });
  });
});
