import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import { STALE_RECORD } from '../../http/partial-update.js';
import type { SessionDetail, SessionListResult } from './schemas.js';
import { isTimeZone, parseInstant, parseMeetingLink } from './validate.js';
import { SESSION_MODERATOR_RULE } from './writes.js';

describe('session field checks', () => {
  it('accepts zoned ISO instants, IANA zones and http(s) links only', () => {
    expect(parseInstant('2026-05-01T09:00:00+02:00', 'startAt')).toBe('2026-05-01T07:00:00.000Z');
    expect(() => parseInstant('2026-05-01 09:00', 'startAt')).toThrow(/startAt/);
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(parseMeetingLink(' https://meet.example.com/x ')).toBe('https://meet.example.com/x');
    expect(parseMeetingLink('')).toBeNull();
    expect(() => parseMeetingLink('javascript:alert(1)')).toThrow(/meetingLink/);
  });
});

describe.each(testTargets())('research sessions on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let mod: string;
  let modId: number;
  let mod2Id: number;
  let projectId: number;
  /** Projects smod, and smod2, moderate: a session's moderator must be one of its project's moderators. */
  let modProjectId: number;
  let mod2ProjectId: number;
  const session = (over: Record<string, unknown> = {}) => ({
    title: 'Group A',
    kind: 'focus_group',
    startAt: '2026-03-02T09:00:00Z',
    endAt: '2026-03-02T10:30:00Z',
    timeZone: 'Europe/Berlin',
    capacity: 2,
    meetingLink: 'https://meet.example.com/a',
    ...over,
  });

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    modId = await createUser(t.app, { username: 'smod', password: 'moderator-pw-1', type: 'moderator', roles: ['moderator'] });
    mod2Id = await createUser(t.app, { username: 'smod2', password: 'moderator-pw-2', type: 'moderator', roles: ['moderator'] });
    mod = await t.login('smod', 'moderator-pw-1');
    const created = await t.post<{ id: number }>(
      '/api/admin/project/add',
      { name: 'P', code: 'P-1', startDate: '2026-03-01', endDate: '2026-03-31' },
      admin,
    );
    projectId = created.body.result.id;
    const moderated = async (code: string, moderatorIds: number[]) =>
      (
        await t.post<{ id: number }>(
          '/api/admin/project/add',
          { name: code, code, startDate: '2026-03-01', endDate: '2026-03-31', moderatorIds },
          admin,
        )
      ).body.result.id;
    modProjectId = await moderated('PM-1', [modId]);
    mod2ProjectId = await moderated('PM-2', [mod2Id]);
  });
  afterAll(() => t.close());

  const add = (over: Record<string, unknown> = {}, inProject = projectId) =>
    t.post<{ id: number }>('/api/admin/session/add', { projectId: inProject, ...session(over) }, admin);
  const detail = async (id: number, token = admin, url = '/api/admin/session/detail') => t.post<SessionDetail>(url, { id }, token);

  it('adds a session stored in UTC with its zone, and refuses bad fields naming them', async () => {
    const { body } = await add({ startAt: '2026-03-02T10:00:00+01:00', endAt: '2026-03-02T11:00:00+01:00' });
    expect(body.code).toBe(200);
    const { result } = (await detail(body.result.id)).body;
    expect(result).toMatchObject({
      startAt: '2026-03-02T09:00:00.000Z',
      timeZone: 'Europe/Berlin',
      status: 'scheduled',
      capacity: 2,
      participants: [],
      guide: [],
    });
    const bad: [Record<string, unknown>, string][] = [
      [{ timeZone: 'Nowhere/City' }, 'timeZone'],
      [{ meetingLink: 'ftp://x.example' }, 'meetingLink'],
      [{ capacity: 0 }, 'capacity'],
      [{ capacity: 501 }, 'capacity'],
      [{ endAt: '2026-03-02T08:00:00Z' }, 'endAt'],
      [{ startAt: 'tomorrow' }, 'startAt'],
      [{ moderatorId: 1 }, 'moderatorId'],
      [{ kind: 'survey' }, 'kind'],
    ];
    for (const [over, field] of bad) {
      const response = await add(over);
      expect({ field, code: response.body.code, result: response.body.result }).toEqual({ field, code: 400, result: { field } });
    }
  });

  it('enforces capacity with a clear message, and keeps participants within it', async () => {
    const id = (await add({ title: 'Cap' })).body.result.id;
    const join = (name: string) =>
      t.post<{ id: number }>('/api/admin/session/participant/add', { sessionId: id, name, contact: 'a@b.c' }, admin);
    const first = await join('Ann');
    await join('Bob');
    const third = await join('Cid');
    expect(third.body).toMatchObject({ code: 409, message: 'The session is full: its capacity is 2 participants' });
    const shrink = await t.post('/api/admin/session/update', { id, ...session({ title: 'Cap', capacity: 1 }) }, admin);
    expect(shrink.body).toMatchObject({ code: 400, result: { field: 'capacity' } });
    await t.post('/api/admin/session/participant/update', { id: first.body.result.id, name: 'Ann', status: 'confirmed' }, admin);
    await t.post('/api/admin/session/participant/remove', { id: first.body.result.id + 1 }, admin);
    const { result } = (await detail(id)).body;
    expect(result.participants.map((p) => [p.name, p.status])).toEqual([['Ann', 'confirmed']]);
    expect(result.participantCount).toBe(1);
    // An update naming only a missing record has nothing to fill its omitted fields from: 404, not a crash.
    expect((await t.post('/api/admin/session/participant/update', { id: 99999 }, admin)).body).toMatchObject({
      code: 404,
      message: 'Participant not found',
    });
    expect((await t.post('/api/admin/session/update', { id: 99999 }, admin)).body).toMatchObject({
      code: 404,
      message: 'Session not found',
    });
  });

  it('sets the ordered guide in one go, only with questions of the bank', async () => {
    const id = (await add({ title: 'Guide' })).body.result.id;
    const now = new Date().toISOString();
    const q = [];
    for (const text of ['Why coffee?', 'How often?', 'Where?']) {
      q.push(
        (
          await t.app.db
            .insertInto('questions')
            .values({ text, type: 'open_text', status: 'enabled', created_at: now, updated_at: now })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    }
    const [a, b, c] = q as [number, number, number];
    expect((await t.post('/api/admin/session/guide/set', { sessionId: id, questionIds: [c, a, b] }, admin)).body.code).toBe(200);
    const first = (await detail(id)).body.result;
    expect(first.questionBankAvailable).toBe(true);
    expect(first.guide).toEqual([
      { questionId: c, text: 'Where?' },
      { questionId: a, text: 'Why coffee?' },
      { questionId: b, text: 'How often?' },
    ]);
    await t.post('/api/admin/session/guide/set', { sessionId: id, questionIds: [b, c] }, admin);
    expect((await detail(id)).body.result.guide.map((g) => g.questionId)).toEqual([b, c]);
    expect((await t.post('/api/admin/session/guide/set', { sessionId: id, questionIds: [b, b] }, admin)).body.code).toBe(400);
    const unknown = await t.post('/api/admin/session/guide/set', { sessionId: id, questionIds: [a, 99999] }, admin);
    expect(unknown.body).toMatchObject({ code: 400, result: { field: 'questionIds' } });
    expect((await detail(id)).body.result.guide.map((g) => g.questionId)).toEqual([b, c]);

    // Two editors loaded [b, c]: the first save lands, the second, over a guide changed since, is refused.
    const guideSet = (questionIds: number[]) =>
      t.post('/api/admin/session/guide/set', { sessionId: id, questionIds, loadedQuestionIds: [b, c] }, admin);
    const [one, two] = await Promise.all([guideSet([a, b, c]), guideSet([c])]);
    expect([one.body.code, two.body.code].sort()).toEqual([200, 409]);
    const refused = one.body.code === 409 ? one : two;
    expect(refused.body).toMatchObject({ message: STALE_RECORD, result: { reason: 'stale' } });
    const saved = one.body.code === 200 ? [a, b, c] : [c];
    expect((await detail(id)).body.result.guide.map((g) => g.questionId)).toEqual(saved);
  });

  it("lists a project's sessions by start, paged", async () => {
    const { body } = await t.post<SessionListResult>('/api/admin/session/list', { projectId, pageSize: 2, sortOrder: 'descend' }, admin);
    expect(body.result.total).toBeGreaterThanOrEqual(3);
    expect(body.result.list).toHaveLength(2);
    expect(body.result.list[0]?.projectName).toBe('P');
    expect((await t.post('/api/admin/session/list', {}, admin)).body.result).toEqual({ field: 'projectId' });
  });

  it("scopes the 'my' endpoints to sessions the user moderates or whose project is theirs", async () => {
    const moderated = (await add({ title: 'Moderated', moderatorId: modId }, modProjectId)).body.result.id;
    const others = (await add({ title: 'Not mine' })).body.result.id;
    const list = await t.post<SessionListResult>('/api/admin/session/myList', {}, mod);
    expect(list.body.result.list.map((s) => s.title)).toEqual(['Moderated']);
    expect((await detail(moderated, mod, '/api/admin/session/myDetail')).body.code).toBe(200);
    expect((await detail(others, mod, '/api/admin/session/myDetail')).body.code).toBe(404);
    const update = (id: number) => t.post('/api/admin/session/myUpdate', { id, ...session({ title: 'Renamed', moderatorId: modId }) }, mod);
    expect((await update(others)).body.code).toBe(404);
    expect((await update(moderated)).body.code).toBe(200);
    expect((await t.post('/api/admin/session/update', { id: moderated, ...session() }, mod)).body.code).toBe(403);
  });

  it("lets a moderator manage participants and the guide of their own sessions only, through the 'my' endpoints", async () => {
    const my = (path: string, body: Record<string, unknown>) => t.post<{ id: number }>(`/api/admin/session/my/${path}`, body, mod);
    const own = (await add({ title: 'Own', moderatorId: modId }, modProjectId)).body.result.id;
    const ann = await my('participant/add', { sessionId: own, name: 'Ann', contact: 'ann@example.com' });
    expect(ann.body.code).toBe(200);
    expect((await my('participant/update', { id: ann.body.result.id, name: 'Ann B', contact: null, status: 'attended' })).body.code).toBe(
      200,
    );
    const bob = (await my('participant/add', { sessionId: own, name: 'Bob', status: 'confirmed' })).body.result.id;
    expect((await my('participant/add', { sessionId: own, name: 'Cid' })).body).toMatchObject({
      code: 409,
      message: 'The session is full: its capacity is 2 participants',
    });
    expect((await my('participant/update', { id: bob, name: ' ', status: 'invited' })).body).toMatchObject({
      code: 400,
      result: { field: 'name' },
    });
    expect((await my('participant/remove', { id: bob })).body.code).toBe(200);
    const now = new Date().toISOString();
    const question = await t.app.db
      .insertInto('questions')
      .values({ text: 'Mine?', type: 'open_text', status: 'enabled', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await my('guide/set', { sessionId: own, questionIds: [question.id] })).body.code).toBe(200);
    expect((await my('guide/set', { sessionId: own, questionIds: [question.id, 99999] })).body).toMatchObject({
      code: 400,
      result: { field: 'questionIds' },
    });
    const mine = (await detail(own, mod, '/api/admin/session/myDetail')).body.result;
    expect(mine.participants.map((p) => [p.name, p.contact, p.status])).toEqual([['Ann B', null, 'attended']]);
    expect(mine.guide).toEqual([{ questionId: question.id, text: 'Mine?' }]);
    const audited = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_user_id', '=', modId)
      .where('action', 'like', 'session.%')
      .where('action', '!=', 'session.update')
      .orderBy('id')
      .execute();
    expect(audited.map((a) => a.action)).toEqual([
      'session.participant.add',
      'session.participant.update',
      'session.participant.add',
      'session.participant.remove',
      'session.guide',
    ]);

    // A session of a project the moderator belongs to counts as theirs, as for /session/myUpdate.
    const theirs = (
      await t.post<{ id: number }>(
        '/api/admin/project/add',
        { name: 'Q', code: 'Q-1', startDate: '2026-03-01', endDate: '2026-03-31', moderatorIds: [modId] },
        admin,
      )
    ).body.result.id;
    const viaProject = (
      await t.post<{ id: number }>('/api/admin/session/add', { projectId: theirs, ...session({ title: 'Via project' }) }, admin)
    ).body.result.id;
    expect((await my('participant/add', { sessionId: viaProject, name: 'Dee' })).body.code).toBe(200);

    const foreign = (await add({ title: 'Foreign', moderatorId: mod2Id }, mod2ProjectId)).body.result.id;
    const theirGuest = (await t.post<{ id: number }>('/api/admin/session/participant/add', { sessionId: foreign, name: 'Eve' }, admin)).body
      .result.id;
    const before = (await detail(foreign)).body.result;
    expect((await my('participant/add', { sessionId: foreign, name: 'Intruder' })).body).toMatchObject({
      code: 404,
      message: 'Session not found',
    });
    expect((await my('participant/update', { id: theirGuest, name: 'Eve', status: 'attended' })).body).toMatchObject({
      code: 404,
      message: 'Participant not found',
    });
    expect((await my('participant/remove', { id: theirGuest })).body.code).toBe(404);
    expect((await my('guide/set', { sessionId: foreign, questionIds: [question.id] })).body.code).toBe(404);
    expect((await my('participant/add', { sessionId: 99999, name: 'Nobody' })).body.code).toBe(404);
    const after = (await detail(foreign)).body.result;
    expect({ participants: after.participants, guide: after.guide }).toEqual({ participants: before.participants, guide: before.guide });
    expect((await t.post('/api/admin/session/participant/add', { sessionId: own, name: 'Via admin route' }, mod)).body.code).toBe(403);
    expect((await t.post('/api/admin/session/guide/set', { sessionId: own, questionIds: [] }, mod)).body.code).toBe(403);
  });

  it("refuses a moderator who is not on the session's project, naming the rule, and changes nothing", async () => {
    const refused = { code: 400, message: expect.stringContaining(SESSION_MODERATOR_RULE), result: { field: 'moderatorId' } };
    expect((await add({ title: 'Off the project', moderatorId: mod2Id }, modProjectId)).body).toMatchObject(refused);
    const id = (await add({ title: 'On the project', moderatorId: modId }, modProjectId)).body.result.id;
    const moved = await t.post('/api/admin/session/update', { id, ...session({ title: 'Moved', moderatorId: mod2Id }) }, admin);
    expect(moved.body).toMatchObject(refused);
    expect((await t.post('/api/admin/session/myUpdate', { id, ...session({ moderatorId: mod2Id }) }, mod)).body).toMatchObject(refused);
    expect((await detail(id)).body.result).toMatchObject({ title: 'On the project', moderator: { id: modId } });
    const titles = await t.app.db.selectFrom('project_sessions').select('title').where('title', '=', 'Off the project').execute();
    expect(titles).toEqual([]);
  });

  it('makes sessions of a closed project read-only', async () => {
    expect((await t.post('/api/admin/project/update', { id: projectId, moderatorIds: [modId] }, admin)).body.code).toBe(200);
    const id = (await add({ title: 'Late', moderatorId: modId })).body.result.id;
    const guest = (await t.post<{ id: number }>('/api/admin/session/participant/add', { sessionId: id, name: 'Fay' }, admin)).body.result
      .id;
    await t.post('/api/admin/project/close', { id: projectId }, admin);
    expect((await add({ title: 'Too late' })).body.code).toBe(409);
    expect((await t.post('/api/admin/session/participant/add', { sessionId: id, name: 'Dee' }, admin)).body.code).toBe(409);
    expect((await t.post('/api/admin/session/delete', { id }, admin)).body.code).toBe(409);
    const my = (path: string, body: Record<string, unknown>) => t.post(`/api/admin/session/my/${path}`, body, mod);
    expect((await my('participant/add', { sessionId: id, name: 'Dee' })).body.code).toBe(409);
    expect((await my('participant/update', { id: guest, name: 'Fay', status: 'attended' })).body.code).toBe(409);
    expect((await my('participant/remove', { id: guest })).body.code).toBe(409);
    expect((await my('guide/set', { sessionId: id, questionIds: [] })).body.code).toBe(409);
    expect((await detail(id)).body.result.participants).toEqual([
      { id: guest, name: 'Fay', contact: null, status: 'invited', updatedAt: expect.any(String) },
    ]);
  });
});
