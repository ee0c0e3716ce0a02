// The session resource's kernel routes: bulk delete and status within the record scope (each refusal named), the
// status filter, stale versions (409) and export of the list's view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResult } from '../audit/schemas.js';
import { STALE_RECORD } from '../../http/partial-update.js';
import type { BulkResult } from '../../resources/schemas.js';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { SessionItem, SessionListResult } from './schemas.js';

describe.each(testTargets())('session bulk, filter and export on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let bulker: string;
  let own: number;
  let other: number;
  let clock = Date.parse('2030-05-01T09:00:00.000Z');
  const project = async (code: string, moderatorIds: number[]) =>
    (
      await t.post<{ id: number }>(
        '/api/admin/project/add',
        { name: code, code, status: 'active', startDate: '2030-05-01', endDate: '2030-06-01', moderatorIds },
        admin,
      )
    ).body.result.id;
  const add = async (projectId: number, title: string, day: number) =>
    (
      await t.post<{ id: number }>(
        '/api/admin/session/add',
        {
          projectId,
          title,
          kind: 'interview',
          startAt: `2030-05-${String(day).padStart(2, '0')}T09:00:00Z`,
          endAt: `2030-05-${String(day).padStart(2, '0')}T10:00:00Z`,
          timeZone: 'UTC',
          capacity: 5,
        },
        admin,
      )
    ).body.result.id;
  const list = async (body: object, token = admin) =>
    (await t.post<SessionListResult>('/api/admin/session/list', { pageSize: 100, ...body }, token)).body.result.list;
  const titles = async (body: object) => (await list(body)).map((s) => s.title);
  const bulk = (body: object, token = admin) => t.post<BulkResult>('/api/admin/session/bulk', body, token);
  const latestAudit = async (action: string) =>
    (await t.post<AuditListResult>('/api/admin/audit/list', { action }, admin)).body.result.list[0];

  beforeAll(async () => {
    t = await startTestApp(target, { now: () => new Date(clock) });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    // A moderator whose role grants session:delete and session:update, not session:list: their record scope is
    // the sessions of the projects they moderate.
    const role = await t.post<{ id: number }>('/api/admin/role/add', { code: 'sbulker', name: 'Session bulker' }, admin);
    const granted = await t.app.db
      .selectFrom('permissions')
      .select('id')
      .where('code', 'in', ['session:delete', 'session:update'])
      .execute();
    await t.app.db
      .insertInto('role_permissions')
      .values(granted.map((p) => ({ role_id: role.body.result.id, permission_id: p.id })))
      .execute();
    const bulkerId = await createUser(t.app, { username: 'sbulker', password: 'sbulker-pw-123', type: 'moderator', roles: ['sbulker'] });
    const elseId = await createUser(t.app, { username: 'selse', password: 'selse-pw-12345', type: 'moderator', roles: ['moderator'] });
    bulker = await t.login('sbulker', 'sbulker-pw-123');
    own = await project('SB-OWN', [bulkerId]);
    other = await project('SB-OTHER', [elseId]);
  });
  afterAll(() => t.close());

  it('deletes the caller’s own sessions and refuses, by name, one outside their record scope', async () => {
    const [a, b] = [await add(own, 'Own A', 2), await add(own, 'Own B', 3)];
    const theirs = await add(other, 'Theirs', 2);
    const answer = await bulk({ action: 'delete', ids: [a, b, theirs] }, bulker);
    expect(answer.body.result).toEqual({
      done: [a, b],
      refused: [{ id: theirs, code: 404, message: 'Session not found or outside your scope' }],
      // Undoable (session-undo.test.ts) for the default window.
      undoUntil: new Date(clock + 10_000).toISOString(),
    });
    expect(await titles({ projectId: own })).toEqual([]);
    expect(await titles({ projectId: other })).toEqual(['Theirs']);
    expect(JSON.parse((await latestAudit('session.bulk'))!.detail!)).toMatchObject({ action: 'delete', done: [a, b], refusedCount: 1 });
    const status = await bulk({ action: 'status', value: 'cancelled', ids: [theirs] }, await t.login('selse', 'selse-pw-12345'));
    expect({ status: status.status, message: status.body.message }).toEqual({
      status: 403,
      message: 'Not permitted: requires operation session:update',
    });
  });

  it('changes the status of all that match a filter, refuses a stale version, and filters the list by status', async () => {
    const [c, d] = [await add(own, 'Status C', 4), await add(own, 'Status D', 5)];
    const loaded = (await list({ projectId: own })).find((s) => s.id === d)!;
    clock += 1000;
    await t.post('/api/admin/session/update', { id: d, title: 'Status D2', updatedAt: loaded.updatedAt }, admin);
    const answer = await bulk({
      action: 'status',
      value: 'cancelled',
      allMatching: { projectId: own },
      versions: [{ id: d, updatedAt: loaded.updatedAt }],
    });
    expect(answer.body.result).toEqual({ done: [c], refused: [{ id: d, code: 409, message: STALE_RECORD }] });
    expect(await titles({ projectId: own, status: 'cancelled' })).toEqual(['Status C']);
    expect(await titles({ projectId: own, status: 'scheduled' })).toEqual(['Status D2']);
    const bad = await t.post('/api/admin/session/list', { projectId: own, status: 'gone' }, admin);
    expect(bad.status).toBe(400);
    const across = await t.post('/api/admin/session/myList', { status: 'cancelled' }, bulker);
    expect({ status: across.status, field: across.body.result }).toEqual({ status: 400, field: { field: 'projectId' } });
  });

  it('refuses a stale update with 409, changing nothing', async () => {
    const id = await add(own, 'Versioned', 6);
    const loaded = (await list({ projectId: own })).find((s) => s.id === id)!;
    clock += 1000;
    await t.post('/api/admin/session/update', { id, title: 'Versioned 2', updatedAt: loaded.updatedAt }, admin);
    const stale = await t.post('/api/admin/session/update', { id, title: 'Versioned 3', updatedAt: loaded.updatedAt }, admin);
    expect({ status: stale.status, message: stale.body.message }).toEqual({ status: 409, message: STALE_RECORD });
    expect((await list({ projectId: own })).map((s: SessionItem) => s.title)).toContain('Versioned 2');
  });

  it('exports the filtered view as CSV, audited, and only the caller’s own sessions to a scoped caller', async () => {
    const rows = await list({ projectId: own, status: 'scheduled' });
    const exportAs = (payload: object, token: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/session/export', payload, headers: { authorization: `Bearer ${token}` } });
    const csv = await exportAs({ format: 'csv', query: { projectId: own, status: 'scheduled' }, columns: ['title', 'status'] }, admin);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="sessions-2030-\d{2}-\d{2}\.csv"$/);
    expect(csv.body.slice(1).trim().split('\r\n')).toEqual(['Title,Status', ...rows.map((s) => `${s.title},scheduled`)]);
    expect(JSON.parse((await latestAudit('session.export'))!.detail!)).toMatchObject({ rows: rows.length, format: 'csv' });
    const scoped = await exportAs({ format: 'csv', query: { projectId: other }, columns: ['title'] }, bulker);
    expect(scoped.body.slice(1).trim().split('\r\n')).toEqual(['Title']);
  });
});
