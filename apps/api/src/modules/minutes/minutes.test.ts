import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import { insertSession } from '../question/test-fixtures.js';
import type { MinutesDetail, MinutesSaveResult, MinutesSessionListResult } from './schemas.js';
import { STALE_MINUTES } from './writes.js';

describe.each(testTargets())('meeting minutes on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let mod: string;
  let sessionId: number;
  let otherSessionId: number;
  const draft = (version: number, summary: string) => ({
    sessionId,
    version,
    summary,
    keyPoints: ['Price matters', ' '],
    segments: [
      { speaker: 'Moderator', offsetSeconds: 65, clockTime: null, text: 'Welcome # everyone' },
      { speaker: 'P1', offsetSeconds: null, clockTime: '10:02', text: 'I like the *blue* one' },
    ],
  });

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    const modId = await createUser(t.app, { username: 'mod', password: 'moderator-pw-1', type: 'moderator', roles: ['moderator'] });
    mod = await t.login('mod', 'moderator-pw-1');
    sessionId = (await insertSession(t.app, { startAt: '2026-10-01T09:00:00.000Z', title: 'Focus group A', moderatorId: modId })).sessionId;
    otherSessionId = (await insertSession(t.app, { startAt: '2026-10-02T09:00:00.000Z', title: 'Someone else' })).sessionId;
  });
  afterAll(() => t.close());

  it('starts empty at version 0, saves, and refuses a second save from the same version with 409', async () => {
    const empty = await t.post<MinutesDetail>('/api/admin/minutes/detail', { sessionId }, admin);
    expect(empty.body.result).toMatchObject({
      version: 0,
      summary: '',
      keyPoints: [],
      segments: [],
      session: { title: 'Focus group A', moderatorName: 'mod' },
    });

    const first = await t.post<MinutesSaveResult>('/api/admin/minutes/save', draft(0, 'First'), admin);
    expect(first.body.result.version).toBe(1);
    const racing = await t.post('/api/admin/minutes/save', draft(0, 'Racing new'), admin);
    expect(racing.status).toBe(409);

    const second = await t.post<MinutesSaveResult>('/api/admin/minutes/save', draft(1, 'Second'), admin);
    expect(second.body.result).toMatchObject({ version: 2, updatedByName: 'admin', updatedAt: expect.any(String) });
    const stale = await t.post('/api/admin/minutes/save', draft(1, 'Stale'), admin);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 409, message: STALE_MINUTES });

    const saved = await t.post<MinutesDetail>('/api/admin/minutes/detail', { sessionId }, admin);
    expect(saved.body.result).toMatchObject({ version: 2, summary: 'Second', keyPoints: ['Price matters'], updatedByName: 'admin' });
    expect(saved.body.result.segments).toEqual(draft(2, '').segments);
  });

  it('answers 400 naming the field for a bad segment, and keeps the minutes', async () => {
    const bad = { ...draft(2, 'Bad'), segments: [{ speaker: 'P1', clockTime: '25:00', text: 'x' }] };
    const answer = await t.post('/api/admin/minutes/save', bad, admin);
    expect(answer.body).toMatchObject({ code: 400, result: { field: 'segments.0.clockTime' } });
    const blank = await t.post('/api/admin/minutes/save', { ...draft(2, 'Bad'), segments: [{ speaker: '  ', text: 'x' }] }, admin);
    expect(blank.body).toMatchObject({ code: 400, result: { field: 'segments.0.speaker' } });
    expect((await t.post<MinutesDetail>('/api/admin/minutes/detail', { sessionId }, admin)).body.result.summary).toBe('Second');
  });

  it('exports Markdown and plain text as downloads', async () => {
    const md = await t.app.inject({
      method: 'POST',
      url: '/api/admin/minutes/export',
      payload: { sessionId, format: 'markdown' },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(md.headers['content-type']).toBe('application/octet-stream');
    expect(md.headers['content-disposition']).toBe(`attachment; filename="minutes-${sessionId}-focus-group-a.md"`);
    expect(md.body).toContain('# Focus group A');
    expect(md.body).toContain('- Price matters');
    expect(md.body).toContain('`+0:01:05` **Moderator:** Welcome \\# everyone');
    const txt = await t.app.inject({
      method: 'POST',
      url: '/api/admin/minutes/export',
      payload: { sessionId, format: 'text' },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(txt.headers['content-disposition']).toContain('.txt"');
    expect(txt.body).toContain('[10:02] P1: I like the *blue* one');
  });

  it("limits the 'my' endpoints to the caller's sessions", async () => {
    const list = await t.post<MinutesSessionListResult>('/api/admin/minutes/mySessions', {}, mod);
    expect(list.body.result.list.map((s) => [s.title, s.version])).toEqual([['Focus group A', 2]]);
    const all = await t.post<MinutesSessionListResult>('/api/admin/minutes/sessions', { hasMinutes: 'no' }, admin);
    expect(all.body.result.list.map((s) => s.title)).toEqual(['Someone else']);
    expect((await t.post('/api/admin/minutes/myDetail', { sessionId: otherSessionId }, mod)).body.code).toBe(404);
    expect((await t.post('/api/admin/minutes/mySave', { ...draft(0, 'x'), sessionId: otherSessionId }, mod)).body.code).toBe(404);
    const mine = await t.post<MinutesSaveResult>('/api/admin/minutes/mySave', draft(2, 'By the moderator'), mod);
    expect(mine.body.result.version).toBe(3);
    expect((await t.post('/api/admin/minutes/detail', { sessionId }, mod)).body.code).toBe(403);
  });
});
