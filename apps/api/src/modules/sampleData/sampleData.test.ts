import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { DashboardOverview } from '../dashboard/schemas.js';
import type { SampleDataLoadResult, SampleDataStatus } from './schemas.js';

// Thursday 2026-11-19 15:20 UTC.
const NOW = new Date('2026-11-19T15:20:00.000Z');
const TABLES = [
  'roles',
  'role_permissions',
  'users',
  'user_roles',
  'files',
  'file_usages',
  'picture_it_sets',
  'picture_it_images',
  'questions',
  'question_tags',
  'agreements',
  'projects',
  'project_moderators',
  'project_members',
  'project_sessions',
  'session_participants',
  'session_questions',
  'meeting_minutes',
  'minutes_segments',
  'audit_log',
  'sample_data_loads',
] as const;

/** Every row of the sample data's tables in a stable order, without what each start makes its own (the first admin, today's sign-ins). */
async function dump(t: TestApp): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = (await t.app.db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    const kept = rows.filter(
      (r) =>
        (table !== 'audit_log' || r.action !== 'land.login' || String(r.at) < NOW.toISOString()) &&
        (table !== 'users' || r.username !== 'admin'),
    );
    out[table] = kept.map((r) => JSON.stringify(r, (_, v: unknown) => (typeof v === 'bigint' ? Number(v) : v))).sort();
  }
  return out;
}

describe.each(testTargets())('sample data on $name', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target, { now: () => NOW });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it('offers the load on an empty database, loads the set in one go and then shows figures', async () => {
    const before = await t.post<SampleDataStatus>('/api/admin/sampleData/status', {}, admin);
    expect(before.body.result).toEqual({ empty: true, holds: null, loaded: null });

    const load = await t.post<SampleDataLoadResult>('/api/admin/sampleData/load', {}, admin);
    expect(load.status).toBe(200);
    expect(load.body.result).toMatchObject({ kind: 'sample', loadedAt: NOW.toISOString() });
    expect(load.body.result.rows).toMatchObject({ projects: 12, users: 9, roles: 1, picture_it_sets: 2, agreements: 6 });
    expect(load.body.result.rows.project_sessions).toBeGreaterThan(50);

    const after = await t.post<SampleDataStatus>('/api/admin/sampleData/status', {}, admin);
    expect(after.body.result).toEqual({ empty: false, holds: 'sample data', loaded: { kind: 'sample', loadedAt: NOW.toISOString() } });

    const overview = (await t.post<DashboardOverview>('/api/admin/dashboard/overview', {}, admin)).body.result;
    expect(overview.projectsByStatus.map((s) => s.key).sort()).toEqual(['active', 'archived', 'closed', 'draft']);
    expect(overview.sessionsThisWeek).toBeGreaterThan(0);
    expect(overview.participants).toBeGreaterThan(100);
    expect(overview.upcoming.length).toBe(10);
    expect(overview.weekly.filter((w) => w.count > 0).length).toBeGreaterThanOrEqual(10);
    const statuses = await t.app.db.selectFrom('project_sessions').select('status').distinct().execute();
    expect(statuses.map((s) => s.status).sort()).toEqual(['cancelled', 'completed', 'live', 'scheduled']);

    const projects = await t.post<{ total: number; list: { name: string }[] }>('/api/admin/project/list', { pageSize: 20 }, admin);
    expect(projects.body.result.total).toBe(12);
    expect(projects.body.result.list.map((p) => p.name)).toContain('Retail shopper study / 零售购物者研究');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['actor_username', 'target'])
      .where('action', '=', 'sampleData.load')
      .execute();
    expect(audit).toEqual([{ actor_username: 'admin', target: 'sample' }]);
    const latest = await t.app.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('at').as('at'))
      .executeTakeFirstOrThrow();
    expect(latest.at).toBe(NOW.toISOString());
    for (const table of ['projects', 'project_sessions', 'meeting_minutes', 'files', 'questions', 'agreements', 'users'] as const) {
      const row = await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.max('created_at').as('at'))
        .executeTakeFirstOrThrow();
      expect({ table, past: String(row.at) <= NOW.toISOString() }).toEqual({ table, past: true });
    }
    // The console's own writes carry on after the set's numbered rows (PostgreSQL's sequences were moved).
    const added = await t.post<number>(
      '/api/admin/project/add',
      { name: 'After the sample', code: 'AFTER-1', startDate: '2026-11-01', endDate: '2026-12-01' },
      admin,
    );
    expect(added.body.code).toBe(200);
    await t.app.db.deleteFrom('projects').where('code', '=', 'AFTER-1').execute();
  });

  it('stores real PNG images for the Picture It sets, and sample accounts cannot sign in', async () => {
    const images = await t.app.db.selectFrom('files').select(['data', 'mime']).where('mime', '=', 'image/png').execute();
    expect(images).toHaveLength(7);
    for (const image of images) expect([...image.data.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const login = await t.post('/api/admin/land/login', { username: 'lin.chen', password: 'demo-moderator-pass' });
    expect(login.body.code).not.toBe(200);
  });

  it('refuses a second load with a 409 naming what exists, and changes nothing', async () => {
    const rows = await dump(t);
    const again = await t.post('/api/admin/sampleData/load', {}, admin);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 409,
      message: 'Sample data goes only into an empty database, and this one already has sample data',
    });
    expect(await dump(t)).toEqual(rows);
  });

  it('is refused to a signed-in user without the operation, and offered to no built-in role but admin', async () => {
    await createUser(t.app, { username: 'mod', password: 'moderator-pw-123', type: 'moderator', roles: ['moderator'] });
    const moderator = await t.login('mod', 'moderator-pw-123');
    for (const url of ['/api/admin/sampleData/status', '/api/admin/sampleData/load']) {
      expect((await t.post(url, {}, moderator)).body.code).toBe(403);
    }
    const holders = await t.app.db
      .selectFrom('role_permissions as rp')
      .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
      .innerJoin('roles as r', 'r.id', 'rp.role_id')
      .select('r.code')
      .where('p.code', '=', 'sampleData:load')
      .execute();
    expect(holders.map((h) => h.code)).toEqual(['admin']);
  });

  it('gives the same rows on two fresh databases', async () => {
    const first = await startTestApp(target, { now: () => NOW });
    const second = await startTestApp(target, { now: () => NOW });
    try {
      for (const app of [first, second]) {
        const token = await app.login('admin', TEST_ADMIN_PASSWORD);
        expect((await app.post('/api/admin/sampleData/load', {}, token)).body.code).toBe(200);
      }
      const [a, b] = [await dump(first), await dump(second)];
      expect(a.projects).toHaveLength(12);
      expect(a).toEqual(b);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('refuses a database that already has records of its own', async () => {
    const other = await startTestApp(target, { now: () => NOW });
    try {
      const token = await other.login('admin', TEST_ADMIN_PASSWORD);
      const add = await other.post(
        '/api/admin/project/add',
        { name: 'Real work', code: 'REAL-1', startDate: '2026-11-01', endDate: '2026-12-01' },
        token,
      );
      expect(add.body.code).toBe(200);
      const load = await other.post('/api/admin/sampleData/load', {}, token);
      expect(load.body).toMatchObject({
        code: 409,
        message: 'Sample data goes only into an empty database, and this one already has projects',
      });
      expect((await other.post<SampleDataStatus>('/api/admin/sampleData/status', {}, token)).body.result).toMatchObject({
        empty: false,
        holds: 'projects',
      });
      expect(await other.app.db.selectFrom('users').select('id').execute()).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
