// ASVS 5.0 V7.5.2: every user sees their own open sign-ins and ends any or all of the others; an ended token's
// next request answers 50008 at once, on this server and on another one sharing the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, testTargets, type TestApp } from '../../testing/test-app.js';
import type { MySignInEndOthersResult, MySignInListResult } from './schemas.js';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe.each(testTargets())('my sign-ins on $name', (target) => {
  let t: TestApp;
  const password = 'my-sign-ins-pw-1';

  beforeAll(async () => {
    t = await startTestApp(target);
    await createUser(t.app, { username: 'ann', password, roles: ['moderator'], type: 'moderator' });
    await createUser(t.app, { username: 'bob', password, roles: ['moderator'], type: 'moderator' });
  });
  afterAll(() => t.close());

  /** Signs in as `username` from a browser with this user agent and address; returns the token. */
  const signInFrom = async (username: string, userAgent: string, ip = '127.0.0.1') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/land/login',
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
      payload: { username, password },
    });
    return response.json<{ result: { token: string } }>().result.token;
  };
  const list = async (token: string) => (await t.post<MySignInListResult>('/api/admin/self/signIns/list', {}, token)).body.result;
  const selfInfo = async (token: string) => (await t.post('/api/admin/self/selfInfo', undefined, token)).body.code;
  const signOutAll = (username: string) =>
    t.app.db
      .updateTable('auth_sessions')
      .set({ ended_at: new Date().toISOString(), end_reason: 'logout' })
      .where('user_id', 'in', t.app.db.selectFrom('users').select('id').where('username', '=', username))
      .execute();

  it('lists both sign-ins with browser, address, started and last seen, the current one marked', async () => {
    await signOutAll('ann');
    const desk = await signInFrom('ann', CHROME_ON_WINDOWS, '10.0.0.7');
    const phone = await signInFrom('ann', SAFARI_ON_IPHONE, '10.0.0.8');
    await signInFrom('bob', CHROME_ON_WINDOWS, '10.0.0.9');
    const { list: rows, total } = await list(desk);
    expect(total).toBe(2);
    expect(rows.map(({ browser, os, ip, current }) => ({ browser, os, ip, current }))).toEqual(
      expect.arrayContaining([
        { browser: 'Chrome 124', os: 'Windows 10', ip: '10.0.0.7', current: true },
        { browser: 'Safari 17', os: 'iOS 17', ip: '10.0.0.8', current: false },
      ]),
    );
    for (const row of rows) {
      expect(Date.parse(row.startedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(row.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(row.startedAt));
    }
    const raw = JSON.stringify(rows);
    expect(raw).not.toContain(desk);
    expect(raw).not.toContain(phone);
    expect(raw).not.toContain('Mozilla');
    expect((await list(phone)).list.find((row) => row.current)?.ip).toBe('10.0.0.8');
  });

  it('ends the other sign-in: its token answers 50008, this one still works, and the end is audited', async () => {
    await signOutAll('ann');
    const desk = await signInFrom('ann', CHROME_ON_WINDOWS);
    const phone = await signInFrom('ann', SAFARI_ON_IPHONE);
    expect(await selfInfo(phone)).toBe(200);
    const other = (await list(desk)).list.find((row) => !row.current)!;
    expect((await t.post('/api/admin/self/signIns/end', { id: other.id }, desk)).body.code).toBe(200);

    const refused = await t.post('/api/admin/self/selfInfo', undefined, phone);
    expect(refused).toMatchObject({ status: 401, body: { code: 50008 } });
    expect(await selfInfo(desk)).toBe(200);
    expect((await list(desk)).list.map((row) => row.current)).toEqual([true]);
    expect((await t.post('/api/admin/self/signIns/end', { id: other.id }, desk)).body.code).toBe(404);
    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'self.signIn.end').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_username: 'ann', target: 'user:ann', outcome: 'success' });
    expect(JSON.parse(audit.detail ?? '{}')).toEqual({ sessionId: other.id });
  });

  it('refuses to end the sign-in in use (sign out is for that) and changes nothing', async () => {
    const desk = await signInFrom('ann', CHROME_ON_WINDOWS);
    const mine = (await list(desk)).list.find((row) => row.current)!;
    const answer = await t.post('/api/admin/self/signIns/end', { id: mine.id }, desk);
    expect(answer).toMatchObject({ status: 400, body: { code: 400, result: { field: 'id' } } });
    expect(await selfInfo(desk)).toBe(200);
  });

  it('ends all other sign-ins at once and keeps this one', async () => {
    await signOutAll('ann');
    const desk = await signInFrom('ann', CHROME_ON_WINDOWS);
    const others = [await signInFrom('ann', SAFARI_ON_IPHONE), await signInFrom('ann', SAFARI_ON_IPHONE)];
    const bob = await signInFrom('bob', CHROME_ON_WINDOWS);
    const answer = await t.post<MySignInEndOthersResult>('/api/admin/self/signIns/endOthers', undefined, desk);
    expect(answer.body).toMatchObject({ code: 200, result: { ended: 2 } });
    for (const token of others) expect(await selfInfo(token)).toBe(50008);
    expect(await selfInfo(desk)).toBe(200);
    expect(await selfInfo(bob)).toBe(200);
    expect((await list(desk)).total).toBe(1);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'self.signIn.endOthers')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail ?? '{}')).toEqual({ ended: 2 });
  });

  it("neither shows nor ends another user's sign-in", async () => {
    const ann = await signInFrom('ann', CHROME_ON_WINDOWS);
    const bob = await signInFrom('bob', SAFARI_ON_IPHONE, '10.0.0.99');
    const bobs = (await list(bob)).list.find((row) => row.current)!;
    expect((await list(ann)).list.map((row) => row.id)).not.toContain(bobs.id);
    expect(JSON.stringify(await list(ann))).not.toContain('10.0.0.99');
    const answer = await t.post('/api/admin/self/signIns/end', { id: bobs.id }, ann);
    expect(answer).toMatchObject({ status: 404, body: { code: 404 } });
    expect(await selfInfo(bob)).toBe(200);
    const ended = await t.app.db.selectFrom('auth_sessions').select('ended_at').where('id', '=', bobs.id).executeTakeFirstOrThrow();
    expect(ended.ended_at).toBeNull();
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const ann = await signInFrom('ann', CHROME_ON_WINDOWS);
    const answer = await t.post<unknown>('/api/admin/self/signIns/end', { id: 'x' }, ann);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/id/);
    expect((await t.post('/api/admin/self/signIns/list', { pageSize: 1000 }, ann)).status).toBe(400);
  });

  it('takes effect at once on another server sharing the database, even for a token it has just served', async () => {
    const second = await startTestApp(target, { database: t.database });
    try {
      const desk = await signInFrom('ann', CHROME_ON_WINDOWS);
      const phone = await signInFrom('ann', SAFARI_ON_IPHONE);
      const onSecond = () => second.post('/api/admin/self/selfInfo', undefined, phone);
      expect((await onSecond()).body.code).toBe(200);
      expect((await onSecond()).body.code).toBe(200);
      const phoneId = (await list(phone)).list.find((row) => row.current)!.id;
      expect((await t.post('/api/admin/self/signIns/end', { id: phoneId }, desk)).body.code).toBe(200);
      expect((await onSecond()).body.code).toBe(50008);
    } finally {
      await second.close({ keepDatabase: true });
    }
  });
});
