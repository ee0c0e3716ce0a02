// Agreements' declared routes beyond CRUD (resources/): undoable delete of drafts with restore, bulk delete naming
// the versions it refuses, stale versions, export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResult } from '../audit/schemas.js';
import { STALE_RECORD } from '../../http/partial-update.js';
import type { BulkResult, RestoreResult, UndoableDelete } from '../../resources/schemas.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { AgreementListResult, AgreementRecord } from './schemas.js';

describe.each(testTargets())('agreement resource routes on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let clock = Date.parse('2030-06-01T09:00:00.000Z');
  const add = async (title: string) =>
    (await t.post<AgreementRecord>('/api/admin/agreement/add', { type: 'privacy_policy', title, content: `# ${title}` }, admin)).body
      .result;
  const titles = async (filter: object) =>
    (await t.post<AgreementListResult>('/api/admin/agreement/list', { pageSize: 100, ...filter }, admin)).body.result.list.map(
      (a) => a.title,
    );
  const latestAudit = async (action: string) =>
    (await t.post<AuditListResult>('/api/admin/audit/list', { action }, admin)).body.result.list[0];

  beforeAll(async () => {
    t = await startTestApp(target, { now: () => new Date(clock), config: { undoSeconds: 10 } });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it('undoes a draft delete within the window and answers 409 after it', async () => {
    const draft = await add('Undo draft');
    const deleted = await t.post<UndoableDelete>('/api/admin/agreement/delete', { id: draft.id }, admin);
    expect(deleted.body.result).toEqual({ undoUntil: new Date(clock + 10_000).toISOString() });
    expect(await titles({ keyword: 'Undo draft' })).toEqual([]);
    expect((await t.post('/api/admin/agreement/publish', { id: draft.id }, admin)).status).toBe(404);
    clock += 9_000;
    const restored = await t.post<RestoreResult>('/api/admin/agreement/restore', { ids: [draft.id] }, admin);
    expect(restored.body.result).toEqual({ restored: [draft.id] });
    expect((await t.post<AgreementRecord>('/api/admin/agreement/detail', { id: draft.id }, admin)).body.result.content).toBe(
      '# Undo draft',
    );

    await t.post('/api/admin/agreement/delete', { id: draft.id }, admin);
    clock += 11_000;
    expect((await t.post('/api/admin/agreement/restore', { ids: [draft.id] }, admin)).status).toBe(409);
    clock += 120_000;
    const other = await add('Deleted later');
    await t.post('/api/admin/agreement/delete', { id: other.id }, admin);
    expect(await t.app.db.selectFrom('agreements').select('id').where('id', '=', draft.id).execute()).toEqual([]);
  });

  it('bulk-deletes drafts, naming each refusal (published, stale, not found), audited once', async () => {
    const [a, b, c] = [await add('Bulk A'), await add('Bulk B'), await add('Bulk C')];
    await t.post('/api/admin/agreement/publish', { id: b.id }, admin);
    clock += 1000;
    await t.post('/api/admin/agreement/update', { id: c.id, content: 'changed' }, admin);
    const answer = await t.post<BulkResult>(
      '/api/admin/agreement/bulk',
      { action: 'delete', ids: [a.id, b.id, c.id, 999_999], versions: [{ id: c.id, updatedAt: c.updatedAt }] },
      admin,
    );
    expect(answer.body.result.done).toEqual([a.id]);
    expect(answer.body.result.refused).toEqual([
      { id: b.id, code: 409, message: `Version ${b.version} is published and cannot be deleted; only drafts can` },
      { id: c.id, code: 409, message: STALE_RECORD },
      { id: 999_999, code: 404, message: 'Agreement not found or outside your scope' },
    ]);
    expect((await titles({ keyword: 'Bulk' })).sort()).toEqual(['Bulk B', 'Bulk C']);
    expect(JSON.parse((await latestAudit('agreement.bulk'))!.detail!)).toMatchObject({ action: 'delete', done: [a.id], refusedCount: 3 });
  });

  it('refuses a stale edit of a draft with 409, changing nothing', async () => {
    const draft = await add('Versioned');
    clock += 1000;
    await t.post('/api/admin/agreement/update', { id: draft.id, title: 'Versioned 2', updatedAt: draft.updatedAt }, admin);
    const stale = await t.post('/api/admin/agreement/update', { id: draft.id, title: 'Versioned 3', updatedAt: draft.updatedAt }, admin);
    expect({ status: stale.status, message: stale.body.message }).toEqual({ status: 409, message: STALE_RECORD });
    expect(await titles({ keyword: 'Versioned' })).toEqual(['Versioned 2']);
  });

  it('exports the filtered view as CSV, audited', async () => {
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/admin/agreement/export',
      payload: { format: 'csv', query: { status: 'published' }, columns: ['title', 'version', 'status'] },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="agreements-2030-\d{2}-\d{2}\.csv"$/);
    const published = await t.post<AgreementListResult>('/api/admin/agreement/list', { status: 'published' }, admin);
    expect(csv.body.slice(1).trim().split('\r\n')).toEqual([
      'Title,Version,Status',
      ...published.body.result.list.map((a) => `${a.title},${a.version},published`),
    ]);
    expect(JSON.parse((await latestAudit('agreement.export'))!.detail!)).toMatchObject({ rows: 1, format: 'csv' });
  });
});
