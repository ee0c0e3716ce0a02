// Dictionaries' and items' declared routes beyond CRUD (resources/): undoable deletes that bring back exactly what
// was deleted, bulk with named refusals, stale versions, export.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResult } from '../audit/schemas.js';
import { STALE_RECORD } from '../../http/partial-update.js';
import type { BulkResult, RestoreResult, UndoableDelete } from '../../resources/schemas.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { DictAllResult, DictItemListResult, DictItemRecord, DictListResult, DictRecord } from './schemas.js';

describe.each(testTargets())('dictionary resource routes on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let clock = Date.parse('2030-06-01T09:00:00.000Z');
  const post = <T>(url: string, body: unknown) => t.post<T>(url, body, admin);
  const addDict = async (code: string) => (await post<DictRecord>('/api/admin/dict/add', { code, name: `Dict ${code}` })).body.result;
  const addItem = async (dictCode: string, value: string) =>
    (await post<DictItemRecord>('/api/admin/dict/item/add', { dictCode, label: value.toUpperCase(), value })).body.result;
  const values = async (dictCode: string, filter: object = {}) =>
    (await post<DictItemListResult>('/api/admin/dict/item/list', { dictCode, ...filter })).body.result.list.map((i) => i.value);
  const allValues = async (code: string) =>
    (await post<DictAllResult>('/api/admin/dict/all', {})).body.result.find((d) => d.dictCode === code)?.items.map((i) => i.value);
  const latestAudit = async (action: string) => (await post<AuditListResult>('/api/admin/audit/list', { action })).body.result.list[0];

  beforeAll(async () => {
    t = await startTestApp(target, { now: () => new Date(clock), config: { undoSeconds: 10, exportMaxRows: 100 } });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it('undoes a dictionary delete with its items, leaves an item deleted before it deleted, and answers 409 after the window', async () => {
    await addDict('undo_me');
    const [a, b, c] = [await addItem('undo_me', 'a'), await addItem('undo_me', 'b'), await addItem('undo_me', 'c')];
    await post('/api/admin/dict/item/delete', { id: b.id });
    const dict = (await post<DictListResult>('/api/admin/dict/list', { keyword: 'undo_me' })).body.result.list[0]!;
    expect(dict.itemCount).toBe(2);

    const deleted = await post<UndoableDelete>('/api/admin/dict/delete', { id: dict.id });
    expect(deleted.body.result).toEqual({ undoUntil: new Date(clock + 10_000).toISOString() });
    expect((await post('/api/admin/dict/item/list', { dictCode: 'undo_me' })).status).toBe(404);
    expect(await allValues('undo_me')).toBeUndefined();
    expect((await post('/api/admin/dict/item/update', { id: a.id, label: 'A2' })).status).toBe(404);
    const again = await post('/api/admin/dict/add', { code: 'undo_me', name: 'Again' });
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: 'code "undo_me" belongs to a deleted dictionary until its delete can no longer be undone',
    });

    clock += 9_000;
    const restored = await post<RestoreResult>('/api/admin/dict/restore', { ids: [dict.id] });
    expect(restored.body.result).toEqual({ restored: [dict.id] });
    expect(await values('undo_me')).toEqual([a.value, c.value]);
    expect(await allValues('undo_me')).toEqual(['a', 'c']);

    await post('/api/admin/dict/delete', { id: dict.id });
    clock += 11_000;
    const late = await post('/api/admin/dict/restore', { ids: [dict.id] });
    expect({ status: late.status, message: late.body.message }).toEqual({
      status: 409,
      message: `Too late to undo: the undo window has passed (${dict.id})`,
    });
    // Past the window and its grace, the next delete purges the dictionary for good, with every item row.
    clock += 120_000;
    await post('/api/admin/dict/delete', { id: (await addDict('purge_trigger')).id });
    expect(await t.app.db.selectFrom('dict_items').select('id').where('dict_id', '=', dict.id).execute()).toEqual([]);
    expect((await addDict('undo_me')).code).toBe('undo_me');
  });

  it('refuses to bring back an item while its dictionary is deleted, and brings it back once the dictionary is', async () => {
    const dict = await addDict('restore_order');
    const item = await addItem('restore_order', 'kept');
    await post('/api/admin/dict/item/delete', { id: item.id });
    await post('/api/admin/dict/delete', { id: dict.id });
    const refused = await post('/api/admin/dict/item/restore', { ids: [item.id] });
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 404,
      message: `Dictionary item ${item.id} not found`,
    });
    await post('/api/admin/dict/restore', { ids: [dict.id] });
    expect(await values('restore_order')).toEqual([]);
    expect((await post<RestoreResult>('/api/admin/dict/item/restore', { ids: [item.id] })).body.result).toEqual({ restored: [item.id] });
    expect(await values('restore_order')).toEqual(['kept']);
  });

  it('names each refusal of a bulk item delete (stale, not found), undoes exactly the deleted ones in their order, audited', async () => {
    await addDict('bulk_items');
    const [a, b, c, d] = [
      await addItem('bulk_items', 'a'),
      await addItem('bulk_items', 'b'),
      await addItem('bulk_items', 'c'),
      await addItem('bulk_items', 'd'),
    ];
    clock += 1000;
    await post('/api/admin/dict/item/update', { id: c.id, label: 'changed' });
    const answer = await post<BulkResult>('/api/admin/dict/item/bulk', {
      action: 'delete',
      ids: [a.id, c.id, d.id, 999_999],
      versions: [{ id: c.id, updatedAt: c.updatedAt }],
    });
    expect(answer.body.result).toMatchObject({ done: [a.id, d.id], undoUntil: expect.any(String) });
    expect(answer.body.result.refused).toEqual([
      { id: c.id, code: 409, message: STALE_RECORD },
      { id: 999_999, code: 404, message: 'Dictionary item not found or outside your scope' },
    ]);
    expect(await values('bulk_items')).toEqual(['b', 'c']);
    expect(JSON.parse((await latestAudit('dict.item.bulk'))!.detail!)).toMatchObject({
      action: 'delete',
      done: [a.id, d.id],
      refusedCount: 2,
    });

    const restored = await post<RestoreResult>('/api/admin/dict/item/restore', { ids: answer.body.result.done });
    expect(restored.body.result.restored.sort()).toEqual([a.id, d.id].sort());
    expect(await values('bulk_items')).toEqual(['a', 'b', 'c', 'd']);
    expect((await post<DictItemRecord>('/api/admin/dict/item/detail', { id: a.id })).body.result.value).toBe('a');

    const status = await post<BulkResult>('/api/admin/dict/item/bulk', {
      action: 'status',
      value: 'disabled',
      allMatching: { dictCode: 'bulk_items', keyword: 'B' },
    });
    expect(status.body.result).toEqual({ done: [b.id], refused: [] });
    expect(await values('bulk_items', { status: 'disabled' })).toEqual(['b']);
    expect(await allValues('bulk_items')).toEqual(['a', 'c', 'd']);
  });

  it('disables dictionaries in bulk, refusing a stale one by name', async () => {
    const [x, y] = [await addDict('bulk_dict_x'), await addDict('bulk_dict_y')];
    clock += 1000;
    await post('/api/admin/dict/update', { id: y.id, remark: 'changed' });
    const answer = await post<BulkResult>('/api/admin/dict/bulk', {
      action: 'status',
      value: 'disabled',
      ids: [x.id, y.id],
      versions: [{ id: y.id, updatedAt: y.updatedAt }],
    });
    expect(answer.body.result).toEqual({ done: [x.id], refused: [{ id: y.id, code: 409, message: STALE_RECORD }] });
    const listed = (await post<DictListResult>('/api/admin/dict/list', { keyword: 'bulk_dict', status: 'disabled' })).body.result;
    expect(listed.list.map((d) => d.code)).toEqual(['bulk_dict_x']);
  });

  it('refuses a stale dictionary or item update with 409, changing nothing', async () => {
    const dict = await addDict('versioned');
    const item = await addItem('versioned', 'v');
    clock += 1000;
    await post('/api/admin/dict/update', { id: dict.id, name: 'Second', updatedAt: dict.updatedAt });
    await post('/api/admin/dict/item/update', { id: item.id, label: 'Second', updatedAt: item.updatedAt });
    const stale = await post('/api/admin/dict/update', { id: dict.id, name: 'Third', updatedAt: dict.updatedAt });
    const staleItem = await post('/api/admin/dict/item/update', { id: item.id, label: 'Third', updatedAt: item.updatedAt });
    expect([stale.status, stale.body.message, staleItem.status]).toEqual([409, STALE_RECORD, 409]);
    expect((await post<DictRecord>('/api/admin/dict/detail', { id: dict.id })).body.result.name).toBe('Second');
    expect((await post<DictItemRecord>('/api/admin/dict/item/detail', { id: item.id })).body.result.label).toBe('Second');
  });

  it("exports a dictionary's filtered items as CSV and the dictionary list as XLSX, audited", async () => {
    const exported = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${admin}` } });
    const csv = await exported('/api/admin/dict/item/export', {
      format: 'csv',
      query: { dictCode: 'gender', keyword: 'male' },
      columns: ['value', 'label'],
    });
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="dictionary-items-2030-\d{2}-\d{2}\.csv"$/);
    expect(csv.body.slice(1).trim().split('\r\n')).toEqual(['Value,Label', 'male,Male', 'female,Female']);
    expect(JSON.parse((await latestAudit('dict.item.export'))!.detail!)).toMatchObject({ rows: 2, format: 'csv' });

    const xlsx = await exported('/api/admin/dict/export', { format: 'xlsx', query: { keyword: 'status' }, columns: ['code'] });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells = book.worksheets[0]!.getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[])[1]);
    const listed = (await post<DictListResult>('/api/admin/dict/list', { keyword: 'status' })).body.result.list;
    expect(cells).toEqual(['Code', ...listed.map((d) => d.code)]);
  });
});
