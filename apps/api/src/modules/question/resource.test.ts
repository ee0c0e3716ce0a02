// The question bank's declared routes beyond CRUD (resources/): bulk, undoable delete with restore, export.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResult } from '../audit/schemas.js';
import { STALE_RECORD } from '../../http/partial-update.js';
import type { BulkResult, RestoreResult, UndoableDelete } from '../../resources/schemas.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { QuestionListResult, QuestionRecord } from './schemas.js';
import { insertSession } from './test-fixtures.js';

describe.each(testTargets())('question resource routes on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let clock = Date.parse('2030-03-01T09:00:00.000Z');
  const add = async (text: string, tags: string[] = []) =>
    (await t.post<QuestionRecord>('/api/admin/question/add', { text, type: 'open_text', tags }, admin)).body.result;
  const list = async (filter: object) =>
    (await t.post<QuestionListResult>('/api/admin/question/list', { pageSize: 100, ...filter }, admin)).body.result.list;
  const bulk = (body: object) => t.post<BulkResult>('/api/admin/question/bulk', body, admin);
  const latestAudit = async (action: string) =>
    (await t.post<AuditListResult>('/api/admin/audit/list', { action }, admin)).body.result.list[0];
  const exportFile = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/question/export', payload, headers: { authorization: `Bearer ${admin}` } });

  beforeAll(async () => {
    t = await startTestApp(target, { now: () => new Date(clock), config: { undoSeconds: 10, exportMaxRows: 4 } });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it('refuses more than 1,000 ids, both or neither of ids and allMatching, naming the field', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => i + 1);
    const over = await bulk({ action: 'delete', ids: many });
    expect({ status: over.status, field: (over.body.result as unknown as { field: string }).field }).toEqual({ status: 400, field: 'ids' });
    expect(over.body.message).toMatch(/^ids .*1000/);
    expect((await bulk({ action: 'delete' })).status).toBe(400);
    expect((await bulk({ action: 'delete', ids: [1], allMatching: {} })).status).toBe(400);
    expect((await bulk({ action: 'status', ids: [1] })).body.message).toBe('value is required for status');
  });

  it('names each refusal (not found, in use, stale version), does the rest and audits the call once', async () => {
    const [a, b, c] = [await add('Bulk A'), await add('Bulk B'), await add('Bulk C')];
    const { sessionId } = await insertSession(t.app, { startAt: '2030-04-01T10:00:00.000Z', title: 'Bulk guide' });
    await t.app.db.insertInto('session_questions').values({ session_id: sessionId, question_id: b!.id, position: 0 }).execute();
    clock += 1000;
    await t.post('/api/admin/question/update', { id: c!.id, tags: ['moved'] }, admin);
    const answer = await bulk({
      action: 'delete',
      ids: [a!.id, b!.id, c!.id, 999_999],
      versions: [{ id: c!.id, updatedAt: c!.updatedAt }],
    });
    expect(answer.body.result.done).toEqual([a!.id]);
    expect(answer.body.result.refused).toEqual([
      { id: b!.id, code: 409, message: expect.stringMatching(/used in a session guide/) },
      { id: c!.id, code: 409, message: STALE_RECORD },
      { id: 999_999, code: 404, message: 'Question not found or outside your scope' },
    ]);
    expect(answer.body.result.undoUntil).toBe(new Date(clock + 10_000).toISOString());
    expect((await list({ keyword: 'Bulk' })).map((q) => q.text).sort()).toEqual(['Bulk B', 'Bulk C']);
    const entry = await latestAudit('question.bulk');
    expect(JSON.parse(entry!.detail!)).toMatchObject({ action: 'delete', done: [a!.id], doneCount: 1, refusedCount: 3 });

    const status = await bulk({ action: 'status', value: 'disabled', allMatching: { keyword: 'Bulk' } });
    expect(status.body.result).toEqual({ done: [c!.id, b!.id], refused: [] });
    expect((await list({ keyword: 'Bulk', status: 'disabled' })).length).toBe(2);
  });

  it('refuses allMatching past 1,000 matches, telling the caller to narrow the filter', async () => {
    const at = new Date(clock).toISOString();
    const rows = Array.from({ length: 1001 }, (_, i) => ({
      text: `Many ${i}`,
      type: 'open_text' as const,
      status: 'enabled' as const,
      created_at: at,
      updated_at: at,
    }));
    await t.app.db.insertInto('questions').values(rows).execute();
    const answer = await bulk({ action: 'status', value: 'disabled', allMatching: { keyword: 'Many' } });
    expect({ status: answer.status, message: answer.body.message }).toEqual({
      status: 400,
      message: 'allMatching matches more than 1000 records; narrow the filter or select the records',
    });
    expect((await list({ keyword: 'Many', status: 'disabled' })).length).toBe(0);
    await t.app.db.deleteFrom('questions').where('text', 'like', 'Many %').execute();
  });

  it('undoes a delete within the window, tags and all, and answers 409 after it', async () => {
    const q = (await add('Undo me', ['undo-tag']))!;
    const deleted = await t.post<UndoableDelete>('/api/admin/question/delete', { id: q.id }, admin);
    expect(deleted.body.result).toEqual({ undoUntil: new Date(clock + 10_000).toISOString() });
    expect((await t.post('/api/admin/question/detail', { id: q.id }, admin)).status).toBe(404);
    expect((await t.post<string[]>('/api/admin/question/tags', {}, admin)).body.result).not.toContain('undo-tag');
    clock += 9_000;
    const restored = await t.post<RestoreResult>('/api/admin/question/restore', { ids: [q.id] }, admin);
    expect(restored.body.result).toEqual({ restored: [q.id] });
    expect((await t.post<QuestionRecord>('/api/admin/question/detail', { id: q.id }, admin)).body.result.tags).toEqual(['undo-tag']);

    await t.post('/api/admin/question/delete', { id: q.id }, admin);
    clock += 11_000;
    const late = await t.post('/api/admin/question/restore', { ids: [q.id] }, admin);
    expect({ status: late.status, message: late.body.message }).toEqual({
      status: 409,
      message: `Too late to undo: the undo window has passed (${q.id})`,
    });
    // Past the window and its grace, the next delete purges the row for good.
    clock += 120_000;
    const other = (await add('Deleted later'))!;
    await t.post('/api/admin/question/delete', { id: other.id }, admin);
    expect(await t.app.db.selectFrom('questions').select('id').where('id', '=', q.id).execute()).toEqual([]);
    expect((await t.post('/api/admin/question/restore', { ids: [other.id] }, admin)).status).toBe(200);
  });

  it('exports the filtered view as CSV and XLSX equal to the list, formulas escaped, capped', async () => {
    await add('=HYPERLINK("http://x")', ['export']);
    await add('Plain, "quoted"', ['export']);
    const rows = await list({ tag: 'export' });
    const csv = await exportFile({ format: 'csv', query: { tag: 'export' }, columns: ['id', 'text', 'tags'] });
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="questions-2030-\d{2}-\d{2}\.csv"$/);
    expect(csv.body.startsWith('\ufeffID,Text,Tags\r\n')).toBe(true);
    expect(csv.body.slice(1).trim().split('\r\n').slice(1)).toEqual([
      `${rows[0]!.id},"Plain, ""quoted""",export`,
      `${rows[1]!.id},"'=HYPERLINK(""http://x"")",export`,
    ]);

    const xlsx = await exportFile({ format: 'xlsx', query: { tag: 'export' } });
    expect(xlsx.headers['content-disposition']).toMatch(/\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('question')!;
    const values = sheet.getSheetValues().slice(2) as unknown[][];
    expect(values.map((r) => [r[1], r[2]])).toEqual(rows.map((q) => [q.id, q.text]));
    expect(sheet.getCell('B3').type).toBe(ExcelJS.ValueType.String);
    const entry = await latestAudit('question.export');
    expect(JSON.parse(entry!.detail!)).toEqual({ rows: 2, format: 'xlsx', filter: { tag: 'export' } });

    const capped = await exportFile({ format: 'csv' });
    const lines = capped.body.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 4 + 1);
    expect(lines.at(-1)).toBe('Capped at the first 4 rows; narrow the filter to export the rest');
    expect(JSON.parse((await latestAudit('question.export'))!.detail!)).toMatchObject({ rows: 4, capped: true });
  });
});
