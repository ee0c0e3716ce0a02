import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { AuthSessionListResult } from './schemas.js';

describe.each(testTargets())('active sign-ins on $name', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    await createUser(t.app, { username: 'mod', password: 'moderator-pw-1', type: 'moderator', roles: ['moderator'] });
  });
  afterAll(() => t.close());

  const list = async (body: unknown = {}) => (await t.post<AuthSessionListResult>('/api/admin/authSession/list', body, admin)).body;

  it('lists open sign-ins with user, ip, user agent and times, never the token', async () => {
    const modToken = await t.login('mod', 'moderator-pw-1');
    const { code, result } = await list();
    expect(code).toBe(200);
    expect(result).toMatchObject({ total: 2, current: 1, pageSize: 20 });
    const mine = result.list.find((s) => s.username === 'admin');
    expect(mine).toMatchObject({ current: true, ip: '127.0.0.1', userAgent: 'lightMyRequest' });
    expect(result.list.find((s) => s.username === 'mod')).toMatchObject({ current: false, realName: null });
    expect(Object.keys(result.list[0]!).sort()).toEqual(
      ['createdAt', 'current', 'expiresAt', 'id', 'ip', 'lastSeenAt', 'realName', 'userAgent', 'userId', 'username'].sort(),
    );
    const raw = JSON.stringify(result);
    expect(raw).not.toContain(modToken);
    expect(raw).not.toContain(admin);
    expect((await list({ username: 'mod' })).result.total).toBe(1);
  });

  it('ends one sign-in: its next call answers 50012; logged-out sign-ins are not listed', async () => {
    const modToken = await t.login('mod', 'moderator-pw-1');
    const before = (await list({ username: 'mod' })).result.list;
    expect(before).toHaveLength(2);
    const newest = await t.app.db.selectFrom('auth_sessions').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const ended = await t.post('/api/admin/authSession/end', { id: newest.id }, admin);
    expect(ended.body.code).toBe(200);
    const next = await t.post('/api/admin/self/selfInfo', undefined, modToken);
    expect(next.status).toBe(401);
    expect(next.body.code).toBe(50012);
    const row = await t.app.db.selectFrom('auth_sessions').select('end_reason').where('id', '=', newest.id).executeTakeFirstOrThrow();
    expect(row.end_reason).toBe('ended_by_admin');
    expect((await list({ username: 'mod' })).result.list).toHaveLength(1);
    expect((await t.post('/api/admin/authSession/end', { id: newest.id }, admin)).status).toBe(404);
    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'authSession.end').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_username: 'admin', target: 'user:mod', outcome: 'success' });
  });

  it('is refused to a user without the operations', async () => {
    const modToken = await t.login('mod', 'moderator-pw-1');
    expect((await t.post('/api/admin/authSession/list', {}, modToken)).status).toBe(403);
    expect((await t.post('/api/admin/authSession/end', { id: 1 }, modToken)).status).toBe(403);
  });
});
