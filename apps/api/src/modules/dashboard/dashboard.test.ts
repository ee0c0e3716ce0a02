import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import { insertSession } from '../question/test-fixtures.js';
import type { DashboardOverview, DemoRowsResult } from './schemas.js';

// Wednesday 2026-11-18 12:00 UTC: the week starts Monday 2026-11-16.
const NOW = new Date('2026-11-18T12:00:00.000Z');

describe.each(testTargets())('dashboard on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let client: string;

  beforeAll(async () => {
    t = await startTestApp(target, { now: () => NOW });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    const clientId = await createUser(t.app, { username: 'cli', password: 'client-pw-123', type: 'client', roles: ['client'] });
    client = await t.login('cli', 'client-pw-123');
    const own = await insertSession(t.app, { startAt: '2026-11-19T09:00:00.000Z', title: 'Client session', clientId });
    await insertSession(t.app, { startAt: '2026-11-20T09:00:00.000Z', title: 'Client later', projectId: own.projectId });
    await insertSession(t.app, { startAt: '2026-11-17T09:00:00.000Z', title: 'Past this week', status: 'completed' });
    await insertSession(t.app, { startAt: '2026-11-02T09:00:00.000Z', title: 'Two weeks ago' });
    await insertSession(t.app, { startAt: '2026-08-01T09:00:00.000Z', title: 'Too old' });
    for (let day = 0; day < 12; day += 1) {
      await insertSession(t.app, { startAt: new Date(Date.UTC(2026, 11, 1 + day, 9)).toISOString(), title: `December ${day + 1}` });
    }
    await t.app.db
      .insertInto('session_participants')
      .values([
        {
          session_id: own.sessionId,
          name: 'P1',
          contact: null,
          status: 'invited',
          created_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
        },
        {
          session_id: own.sessionId + 2,
          name: 'P2',
          contact: null,
          status: 'invited',
          created_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
        },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('gives admins counts over everything, the next 10 sessions and 12 weeks', async () => {
    const { body } = await t.post<DashboardOverview>('/api/admin/dashboard/overview', {}, admin);
    const o = body.result;
    expect(o.scope).toBe('all');
    expect(o.sessionsThisWeek).toBe(3);
    expect(o.participants).toBe(2);
    expect(o.projectsByStatus).toEqual([{ key: 'active', count: 16 }]);
    expect(o.staffByType).toEqual(
      expect.arrayContaining([
        { key: 'admin', count: 1 },
        { key: 'client', count: 1 },
      ]),
    );
    expect(o.upcoming.map((s) => s.title).slice(0, 3)).toEqual(['Client session', 'Client later', 'December 1']);
    expect(o.upcoming).toHaveLength(10);
    expect(o.weekly).toHaveLength(12);
    expect(o.weekly[11]).toEqual({ weekStart: '2026-11-16', count: 3 });
    expect(o.weekly[9]).toEqual({ weekStart: '2026-11-02', count: 1 });
    expect(o.weekly[0]?.weekStart).toBe('2026-08-31');
    expect(o.weekly.reduce((sum, w) => sum + w.count, 0)).toBe(4);
  });

  it('limits a client to their own projects and sessions', async () => {
    const { body } = await t.post<DashboardOverview>('/api/admin/dashboard/overview', {}, client);
    expect(body.result).toMatchObject({
      scope: 'mine',
      sessionsThisWeek: 2,
      participants: 1,
      staffByType: [],
      projectsByStatus: [{ key: 'active', count: 1 }],
    });
    expect(body.result.upcoming.map((s) => s.title)).toEqual(['Client session', 'Client later']);
  });

  it('serves generated demo rows with filters, sorting and paging', async () => {
    const page = await t.post<DemoRowsResult>('/api/admin/dashboard/demoRows', { pageSize: 10, current: 3 }, client);
    expect(page.body.result).toMatchObject({ total: 237, current: 3, pageSize: 10 });
    expect(page.body.result.list[0]?.id).toBe(21);
    const sorted = await t.post<DemoRowsResult>(
      '/api/admin/dashboard/demoRows',
      { status: 'active', sortField: 'amount', sortOrder: 'descend' },
      client,
    );
    const amounts = sorted.body.result.list.map((r) => r.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(sorted.body.result.list.every((r) => r.status === 'active')).toBe(true);
    const bad = await t.post('/api/admin/dashboard/demoRows', { sortField: 'secret' }, client);
    expect(bad.body).toMatchObject({ code: 400, result: { field: 'sortField' } });
  });
});
