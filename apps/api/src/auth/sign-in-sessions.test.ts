import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, testTargets, type TestApp } from '../testing/test-app.js';
import { endUserSessions } from './sign-in-sessions.js';
import { hashToken } from './tokens.js';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

describe.each(testTargets())('token lifecycle on $name', (target) => {
  let t: TestApp;
  let userId: number;
  const password = 'lifecycle-user-pw';
  beforeAll(async () => {
    t = await startTestApp(target);
    userId = await createUser(t.app, { username: 'life', password, roles: ['client'] });
  });
  afterAll(() => t.close());

  const selfInfo = (token: string) => t.post('/api/admin/self/selfInfo', undefined, token);
  const setSession = (token: string, values: { last_seen_at?: string; expires_at?: string }) =>
    t.app.db.updateTable('auth_sessions').set(values).where('token_hash', '=', hashToken(token)).execute();

  it('answers 50014 after the idle timeout, and keeps answering 50014', async () => {
    const token = await t.login('life', password);
    await setSession(token, { last_seen_at: hoursAgo(3) });
    const first = await selfInfo(token);
    expect(first.status).toBe(401);
    expect(first.body.code).toBe(50014);
    expect((await selfInfo(token)).body.code).toBe(50014);
  });

  it('answers 50014 after the absolute timeout even when active', async () => {
    const token = await t.login('life', password);
    await setSession(token, { expires_at: hoursAgo(0.01) });
    expect((await selfInfo(token)).body.code).toBe(50014);
  });

  it('updates last_seen_at on use', async () => {
    const token = await t.login('life', password);
    await setSession(token, { last_seen_at: hoursAgo(1) });
    expect((await selfInfo(token)).body.code).toBe(200);
    const row = await t.app.db
      .selectFrom('auth_sessions')
      .select('last_seen_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 50012 when the session was ended elsewhere (by an admin)', async () => {
    const token = await t.login('life', password);
    const ended = await endUserSessions(t.app.db, userId, 'ended_by_admin', new Date());
    expect(ended).toBeGreaterThanOrEqual(1);
    const answer = await selfInfo(token);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(50012);
  });

  it('answers 50012 once the user is disabled', async () => {
    const token = await t.login('life', password);
    expect((await selfInfo(token)).body.code).toBe(200);
    await t.app.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', userId).execute();
    expect((await selfInfo(token)).body.code).toBe(50012);
    await t.app.db.updateTable('users').set({ status: 'enabled' }).where('id', '=', userId).execute();
  });

  it('answers many requests at once each with its own session, and none with one ended before it was sent', async () => {
    // On PostgreSQL the session reads asked while one is in flight go together (coalesced-reads.ts).
    const names = Array.from({ length: 8 }, (_, i) => `crowd${i}`);
    const ids = await Promise.all(names.map((username) => createUser(t.app, { username, password, roles: ['client'] })));
    const tokens = await Promise.all(names.map((username) => t.login(username, password)));
    const ended = ids[3] as number;
    await endUserSessions(t.app.db, ended, 'ended_by_admin', new Date());
    const answers = await Promise.all(
      [...tokens, ...tokens, ...tokens].map(
        async (token) => (await selfInfo(token)).body as { code: number; result?: { username: string } },
      ),
    );
    expect(answers.map((a) => (a.code === 200 ? a.result?.username : a.code))).toEqual(
      [...names, ...names, ...names].map((name) => (name === 'crowd3' ? 50012 : name)),
    );
  });
});
