// Issue 37: a session delete, single or bulk, can be undone within the undo window. A deleted session is gone from
// every read that shows sessions (its project's list and counts, a moderator's and a client's own, the dashboard,
// minutes, a question's guides, its participants), its restore brings back exactly what it had, and past the window
// it is purged for good.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardOverview } from '../dashboard/schemas.js';
import type { MinutesDetail, MinutesSessionListResult } from '../minutes/schemas.js';
import type { ProjectItem } from '../project/schemas.js';
import type { QuestionRecord, QuestionUsage } from '../question/schemas.js';
import { PURGE_GRACE_MS } from '../../resources/undo.js';
import type { BulkResult, RestoreResult } from '../../resources/schemas.js';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { ParticipantListResult } from './participant-schemas.js';
import type { SessionDetail, SessionListResult } from './schemas.js';

describe.each(testTargets())('undoable session deletes on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let moderator: string;
  let client: string;
  let projectId: number;
  let questionId: number;
  let clock = Date.parse('2030-05-01T09:00:00.000Z');
  const post = <T>(url: string, body: object, token = admin) => t.post<T>(`/api/admin/${url}`, body, token);
  const add = async (title: string, day: number) =>
    (
      await post<{ id: number }>('session/add', {
        projectId,
        title,
        kind: 'focus_group',
        startAt: `2030-05-0${day}T09:00:00Z`,
        endAt: `2030-05-0${day}T10:00:00Z`,
        timeZone: 'UTC',
        capacity: 5,
      })
    ).body.result.id;

  /** Every read that shows sessions, as the titles (or counts) each answers. */
  const reads = async () => {
    const titles = (list: { title: string }[]) => list.map((s) => s.title);
    const dashboard = async (token: string) => (await post<DashboardOverview>('dashboard/overview', {}, token)).body.result;
    const [staff, own] = [await dashboard(admin), await dashboard(moderator)];
    return {
      projectList: titles((await post<SessionListResult>('session/list', { projectId, pageSize: 100 })).body.result.list),
      moderatorList: titles((await post<SessionListResult>('session/myList', { pageSize: 100 }, moderator)).body.result.list),
      clientList: titles((await post<SessionListResult>('session/myList', { projectId, pageSize: 100 }, client)).body.result.list),
      sessionCount: (await post<ProjectItem>('project/detail', { id: projectId })).body.result.sessionCount,
      minutes: titles((await post<MinutesSessionListResult>('minutes/sessions', { pageSize: 100 })).body.result.list),
      myMinutes: titles((await post<MinutesSessionListResult>('minutes/mySessions', { pageSize: 100 }, moderator)).body.result.list),
      upcoming: titles(staff.upcoming),
      dashboard: [staff.sessionsThisWeek, staff.participants, own.sessionsThisWeek, own.participants],
      whereUsed: (await post<QuestionUsage[]>('question/whereUsed', { id: questionId })).body.result.map((u) => u.sessionTitle),
    };
  };
  /** What a session holds: its detail's participants and guide, and its minutes' summary. */
  const holdings = async (id: number) => {
    const detail = (await post<SessionDetail>('session/detail', { id })).body.result;
    const participants = (await post<ParticipantListResult>('session/participant/list', { sessionId: id })).body.result.list;
    return {
      participants: detail.participants.map((p) => p.name),
      listed: participants.map((p) => p.name),
      guide: detail.guide.map((g) => g.questionId),
      minutes: (await post<MinutesDetail>('minutes/detail', { sessionId: id })).body.result.summary,
    };
  };

  beforeAll(async () => {
    t = await startTestApp(target, { now: () => new Date(clock), config: { undoSeconds: 10 } });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    const modId = await createUser(t.app, { username: 'umod', password: 'umod-pw-123456', type: 'moderator', roles: ['moderator'] });
    const clientId = await createUser(t.app, { username: 'uclient', password: 'uclient-pw-1234', type: 'client', roles: ['client'] });
    moderator = await t.login('umod', 'umod-pw-123456');
    client = await t.login('uclient', 'uclient-pw-1234');
    projectId = (
      await post<{ id: number }>('project/add', {
        name: 'Undo study',
        code: 'UNDO-1',
        status: 'active',
        startDate: '2030-05-01',
        endDate: '2030-06-01',
        moderatorIds: [modId],
        clientId,
      })
    ).body.result.id;
    questionId = (await post<QuestionRecord>('question/add', { text: 'What did you buy?', type: 'open_text', tags: [] })).body.result.id;
  });
  afterAll(() => t.close());

  it('deletes a session out of every read, and its restore brings back its participants, guide and minutes', async () => {
    const kept = await add('Kept group', 2);
    const gone = await add('Deleted group', 3);
    for (const name of ['Ada', 'Ben']) await post('session/participant/add', { sessionId: gone, name });
    await post('session/participant/add', { sessionId: kept, name: 'Cy' });
    await post('session/guide/set', { sessionId: gone, questionIds: [questionId] });
    await post('minutes/save', { sessionId: gone, version: 0, summary: 'Prices came up', keyPoints: [], segments: [] });
    const both = ['Kept group', 'Deleted group'];
    const before = await reads();
    expect(before).toEqual({
      projectList: both,
      moderatorList: both,
      clientList: both,
      sessionCount: 2,
      minutes: both.toReversed(),
      myMinutes: both.toReversed(),
      upcoming: both,
      dashboard: [2, 3, 2, 3],
      whereUsed: ['Deleted group'],
    });
    const what = await holdings(gone);

    const deleted = await post<{ undoUntil: string }>('session/delete', { id: gone });
    expect(deleted.body.result).toEqual({ undoUntil: new Date(clock + 10_000).toISOString() });
    expect(await reads()).toEqual({
      projectList: ['Kept group'],
      moderatorList: ['Kept group'],
      clientList: ['Kept group'],
      sessionCount: 1,
      minutes: ['Kept group'],
      myMinutes: ['Kept group'],
      upcoming: ['Kept group'],
      dashboard: [1, 1, 1, 1],
      whereUsed: [],
    });
    for (const [url, body] of [
      ['session/detail', { id: gone }],
      ['session/myDetail', { id: gone }],
      ['minutes/detail', { sessionId: gone }],
    ] as const) {
      expect((await post(url, body, url === 'session/myDetail' ? moderator : admin)).body.code).toBe(404);
    }
    // Nothing can be written to it while it is deleted.
    expect((await post('session/participant/add', { sessionId: gone, name: 'Dee' })).body.code).toBe(404);
    expect((await post('session/update', { id: gone, title: 'Renamed' })).body.code).toBe(404);

    clock += 5_000;
    const restored = await post<RestoreResult>('session/restore', { ids: [gone] });
    expect(restored.body.result).toEqual({ restored: [gone] });
    expect(await reads()).toEqual(before);
    expect(await holdings(gone)).toEqual(what);
    expect(what).toEqual({ participants: ['Ada', 'Ben'], listed: ['Ada', 'Ben'], guide: [questionId], minutes: 'Prices came up' });
  });

  it('undoes a bulk delete of three sessions, refuses a restore past the window, and purges them for good after it', async () => {
    const three = [await add('Bulk one', 4), await add('Bulk two', 5), await add('Bulk three', 6)];
    await post('session/participant/add', { sessionId: three[0]!, name: 'Eve' });
    const titlesBefore = (await reads()).projectList;
    const answer = await post<BulkResult>('session/bulk', { action: 'delete', ids: three });
    expect(answer.body.result).toEqual({ done: three, refused: [], undoUntil: new Date(clock + 10_000).toISOString() });
    expect((await reads()).projectList).toEqual(titlesBefore.filter((title) => !title.startsWith('Bulk')));

    clock += 9_000;
    expect((await post<RestoreResult>('session/restore', { ids: three })).body.result).toEqual({ restored: three });
    expect((await reads()).projectList).toEqual(titlesBefore);
    expect((await holdings(three[0]!)).participants).toEqual(['Eve']);

    await post<BulkResult>('session/bulk', { action: 'delete', ids: three });
    clock += 11_000;
    const late = await post('session/restore', { ids: three });
    expect({ status: late.status, message: late.body.message }).toMatchObject({
      status: 409,
      message: expect.stringMatching(/^Too late to undo/),
    });
    expect((await reads()).projectList).toEqual(titlesBefore.filter((title) => !title.startsWith('Bulk')));

    // Past the grace too, the next delete purges them, their participants with them.
    clock += PURGE_GRACE_MS;
    const other = await add('Purger', 7);
    await post('session/delete', { id: other });
    const left = await t.app.db.selectFrom('project_sessions').select('id').where('id', 'in', three).execute();
    const participants = await t.app.db.selectFrom('session_participants').select('id').where('session_id', 'in', three).execute();
    expect([left, participants]).toEqual([[], []]);
  });

  it('deletes a project whose sessions are all deleted, though still within their undo window', async () => {
    const project = await post<{ id: number }>('project/add', {
      name: 'Short study',
      code: 'UNDO-2',
      status: 'active',
      startDate: '2030-05-01',
      endDate: '2030-06-01',
      moderatorIds: [],
    });
    const id = project.body.result.id;
    const session = await post<{ id: number }>('session/add', {
      projectId: id,
      title: 'Only one',
      kind: 'interview',
      startAt: '2030-05-09T09:00:00Z',
      endAt: '2030-05-09T10:00:00Z',
      timeZone: 'UTC',
      capacity: 1,
    });
    expect((await post('project/delete', { id })).status).toBe(409);
    await post('session/delete', { id: session.body.result.id });
    expect((await post('project/delete', { id })).body.code).toBe(200);
    expect((await post('session/restore', { ids: [session.body.result.id] })).status).toBe(409);
  });
});
