import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { AuditListResult } from './schemas.js';

describe.each(testTargets())('audit log on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const list = async (body: unknown = {}) => (await t.post<AuditListResult>('/api/admin/audit/list', body, admin)).body;

  beforeAll(async () => {
    t = await startTestApp(target);
    await createUser(t.app, { username: 'off', password: 'disabled-pw-12', status: 'disabled' });
    await t.post('/api/admin/land/login', { username: 'admin', password: 'wrong-password' });
    await t.post('/api/admin/land/login', { username: 'ghost', password: 'whatever-pw' });
    await t.post('/api/admin/land/login', { username: 'off', password: 'disabled-pw-12' });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    await t.post('/api/admin/role/add', { code: 'temp', name: 'Temp' }, admin);
  });
  afterAll(() => t.close());

  it('records every sign-in attempt with who, what, when (UTC) and from where', async () => {
    const { code, result } = await list({ action: 'land.login' });
    expect(code).toBe(200);
    expect(result.total).toBe(4);
    expect(result.list.map((e) => [e.actorUsername, e.outcome])).toEqual([
      ['admin', 'success'],
      ['off', 'denied'],
      ['unknown user (5 characters)', 'failure'],
      ['admin', 'failure'],
    ]);
    for (const entry of result.list) {
      expect(entry.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(entry.ip).toBe('127.0.0.1');
    }
    expect(JSON.parse(result.list[2]!.detail!)).toEqual({ reason: 'unknown_user' });
    expect(JSON.stringify(result)).not.toContain('wrong-password');
  });

  it('filters by actor, action, target, outcome and a UTC date range, newest first with pagination', async () => {
    expect((await list({ outcome: 'failure' })).result.total).toBe(2);
    expect((await list({ actor: 'unknown user (5 characters)' })).result.list.map((e) => e.action)).toEqual(['land.login']);
    expect((await list({ target: 'role:temp' })).result.list).toMatchObject([
      { action: 'role.add', actorUsername: 'admin', outcome: 'success' },
    ]);
    const all = (await list()).result;
    expect(all.total).toBe(5);
    expect(all.list[0]?.action).toBe('role.add');
    const page2 = (await list({ current: 2, pageSize: 2 })).result;
    expect(page2.list.map((e) => e.id)).toEqual(all.list.slice(2, 4).map((e) => e.id));
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await list({ from: future })).result.total).toBe(0);
    expect((await list({ from: '2000-01-01T00:00:00Z', to: future })).result.total).toBe(5);
    expect((await list({ to: '2000-01-01' })).result.total).toBe(0);
    expect(await list({ from: 'yesterday' })).toMatchObject({ code: 400, result: { field: 'from' } });
    expect(await list({ from: future, to: '2000-01-01T00:00:00Z' })).toMatchObject({ code: 400, result: { field: 'to' } });
    expect(await list({ outcome: 'maybe' })).toMatchObject({ code: 400, result: { field: 'outcome' } });
  });

  it('lists the recorded actions and is refused without audit:list', async () => {
    const actions = await t.post<string[]>('/api/admin/audit/actions', undefined, admin);
    expect(actions.body.result).toEqual(['land.login', 'role.add']);
    await createUser(t.app, { username: 'mod', password: 'moderator-pw-1', roles: ['moderator'] });
    const mod = await t.login('mod', 'moderator-pw-1');
    expect((await t.post('/api/admin/audit/list', {}, mod)).status).toBe(403);
  });
});
