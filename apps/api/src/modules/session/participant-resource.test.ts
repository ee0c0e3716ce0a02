// The participant list's kernel routes: the status filter, bulk remove within the record scope with Undo (restore,
// refused past the window or past the session's capacity), bulk status with a stale version, and export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResult } from '../audit/schemas.js';
import { STALE_RECORD } from '../../http/partial-update.js';
import type { BulkResult, RestoreResult } from '../../resources/schemas.js';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { ParticipantListResult } from './participant-schemas.js';
import type { SessionDetail } from './schemas.js';

describe.each(testTargets())('session participants as a resource on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let moderator: string;
  let mine: number;
  let theirs: number;
  let clock = Date.parse('2030-05-01T09:00:00.000Z');
  const P = '/api/admin/session/participant';
  const session = async (code: string, moderatorIds: number[], capacity: number) => {
    const project = await t.post<{ id: number }>(
      '/api/admin/project/add',
      { name: code, code, status: 'active', startDate: '2030-05-01', endDate: '2030-06-01', moderatorIds },
      admin,
    );
    const body = {
      title: code,
      kind: 'interview',
      startAt: '2030-05-02T09:00:00Z',
      endAt: '2030-05-02T10:00:00Z',
      timeZone: 'UTC',
      capacity,
    };
    return (await t.post<{ id: number }>('/api/admin/session/add', { projectId: project.body.result.id, ...body }, admin)).body.result.id;
  };
  const addTo = async (sessionId: number, name: string, status = 'invited') =>
    (await t.post<{ id: number }>(`${P}/add`, { sessionId, name, status }, admin)).body.result.id;
  const names = async (body: object, token = admin) =>
    (await t.post<ParticipantListResult>(`${P}/list`, { pageSize: 100, ...body }, token)).body.result.list.map((p) => p.name);
  const latestAudit = async (action: string) =>
    (await t.post<AuditListResult>('/api/admin/audit/list', { action }, admin)).body.result.list[0];

  beforeAll(async () => {
    t = await startTestApp(target, { now: () => new Date(clock), config: { undoSeconds: 10 } });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    const modId = await createUser(t.app, { username: 'pmod', password: 'pmod-pw-12345', type: 'moderator', roles: ['moderator'] });
    moderator = await t.login('pmod', 'pmod-pw-12345');
    mine = await session('PR-MINE', [modId], 2);
    theirs = await session('PR-THEIRS', [], 5);
  });
  afterAll(() => t.close());

  it('lists a session’s participants by status, and only a moderator’s own sessions to them', async () => {
    await addTo(mine, 'Ada', 'confirmed');
    await addTo(mine, 'Ben');
    await addTo(theirs, 'Cy');
    expect(await names({ sessionId: mine })).toEqual(['Ada', 'Ben']);
    expect(await names({ sessionId: mine, status: 'confirmed' })).toEqual(['Ada']);
    expect(await names({ sessionId: mine }, moderator)).toEqual(['Ada', 'Ben']);
    expect(await names({ sessionId: theirs }, moderator)).toEqual([]);
    expect((await t.post(`${P}/list`, { sessionId: mine, status: 'gone' }, admin)).status).toBe(400);
  });

  it('removes participants in bulk, names one outside the caller’s scope, and Undo brings them back', async () => {
    const ids = (await t.post<ParticipantListResult>(`${P}/list`, { sessionId: mine }, admin)).body.result.list.map((p) => p.id);
    // A moderator may not write participants through the staff routes (session:update)...
    expect((await t.post(`${P}/bulk`, { action: 'delete', ids }, moderator)).status).toBe(403);
    const answer = await t.post<BulkResult>(`${P}/bulk`, { action: 'delete', ids: [...ids, 999_999] }, admin);
    expect(answer.body.result).toEqual({
      done: ids,
      refused: [{ id: 999_999, code: 404, message: 'Participant not found or outside your scope' }],
      undoUntil: new Date(clock + 10_000).toISOString(),
    });
    expect(await names({ sessionId: mine })).toEqual([]);
    expect((await t.post<SessionDetail>('/api/admin/session/detail', { id: mine }, admin)).body.result.participantCount).toBe(0);
    // ...while the session is empty, someone fills one of its two places; undoing both would overfill it.
    const late = await addTo(mine, 'Dee');
    const full = await t.post(`${P}/restore`, { ids }, admin);
    expect({ status: full.status, message: full.body.message }).toEqual({
      status: 409,
      message: 'The session is full: its capacity is 2 participants',
    });
    await t.post(`${P}/remove`, { id: late }, admin);
    clock += 5_000;
    const undone = await t.post<RestoreResult>(`${P}/restore`, { ids }, admin);
    expect(undone.body.result).toEqual({ restored: ids });
    expect(await names({ sessionId: mine })).toEqual(['Ada', 'Ben']);
    expect(JSON.parse((await latestAudit('session.participant.bulk'))!.detail!)).toMatchObject({ action: 'delete', done: ids });
    clock += 11_000;
    const tooLate = await t.post(`${P}/restore`, { ids: [late] }, admin);
    expect(tooLate.status).toBe(409);
  });

  it('changes the status of all that match, refusing a stale version, and exports the filtered view', async () => {
    const [ada, ben] = (await t.post<ParticipantListResult>(`${P}/list`, { sessionId: mine }, admin)).body.result.list;
    clock += 1000;
    await t.post(`${P}/update`, { id: ben!.id, contact: 'ben@example.com', updatedAt: ben!.updatedAt }, admin);
    const answer = await t.post<BulkResult>(
      `${P}/bulk`,
      { action: 'status', value: 'attended', allMatching: { sessionId: mine }, versions: [{ id: ben!.id, updatedAt: ben!.updatedAt }] },
      admin,
    );
    expect(answer.body.result).toEqual({ done: [ada!.id], refused: [{ id: ben!.id, code: 409, message: STALE_RECORD }] });
    expect(await names({ sessionId: mine, status: 'attended' })).toEqual(['Ada']);
    const csv = await t.app.inject({
      method: 'POST',
      url: `${P}/export`,
      payload: { format: 'csv', query: { sessionId: mine }, columns: ['name', 'status'] },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="participants-2030-\d{2}-\d{2}\.csv"$/);
    expect(csv.body.slice(1).trim().split('\r\n')).toEqual(['Name,Status', 'Ada,attended', 'Ben,invited']);
    expect(JSON.parse((await latestAudit('session.participant.export'))!.detail!)).toMatchObject({ rows: 2, format: 'csv' });
  });
});
