// On PostgreSQL a project list walk without a date window is a named statement, planned once per connection for
// any values (db/named-statements.ts); a walk with a date window is planned for its values, since one plan for any
// window reads a wide one for a narrow. The walks' answers are checked on every engine (SQLite runs the same
// statements unnamed), the plans only where there are plans to read: PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareQuery } from '../../db/prepared-query.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import { projectFixtureRow } from '../../testing/fixtures.js';
import type { ProjectListResult } from './schemas.js';

describe.each(testTargets())('planned-once project walks on $name', (target) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    for (const [name, code] of [
      ['Harbor lights', 'HB-001'],
      ['Harbor tides', 'HB-002'],
      ['Quiet river', 'QR-003'],
    ]) {
      const added = await t.post('/api/admin/project/add', { name, code, startDate: '2026-01-01', endDate: '2026-02-01' }, admin);
      expect(added.body.code).toBe(200);
    }
  });
  afterAll(() => t.close());

  /** `check` of the walks planned, on PostgreSQL, the one engine with named statements whose plans it can read. */
  const expectPlanned = async (check: (planned: Awaited<ReturnType<typeof walksPlanned>>) => void) => {
    if (target.name === 'postgres') check(await walksPlanned());
  };
  /** The walks the connection last used for named statements holds, with how each was planned. */
  const walksPlanned = async () => {
    // Named too, so that it runs on the connection the request's named statements just used.
    const plans = prepareQuery(
      t.app.db,
      () =>
        t.app.db
          .selectFrom(sql<{ statement: string; generic_plans: string; custom_plans: string }>`pg_prepared_statements`.as('ps'))
          .select(['statement', 'generic_plans', 'custom_plans'])
          .where('statement', 'like', '%"walked"%'),
      0,
    );
    return (await plans()).map((p) => ({
      filters: ['status', 'client_id', 'end_date', 'strpos'].filter((column) => p.statement.includes(`${column}`)),
      generic: Number(p.generic_plans),
      custom: Number(p.custom_plans),
    }));
  };
  const list = async (body: object) => {
    const { body: answer } = await t.post<ProjectListResult>('/api/admin/project/list', body, admin);
    expect(answer.code).toBe(200);
    return answer.result.list.map((p) => p.code);
  };

  it('plans a walk by status, client and sort once for any values, and a date window for its values', async () => {
    expect(await list({ status: 'draft', sortField: 'name', sortOrder: 'ascend' })).toEqual(['HB-001', 'HB-002', 'QR-003']);
    expect(await list({ status: 'active', sortField: 'name', sortOrder: 'ascend' })).toEqual([]);
    await expectPlanned((planned) => expect(planned).toContainEqual({ filters: ['status'], generic: 2, custom: 0 }));
    expect(await list({ clientId: 999_999, status: 'draft', sortField: 'name', sortOrder: 'ascend' })).toEqual([]);
    expect(await list({ dateFrom: '2026-01-15', dateTo: '2026-03-01', status: 'draft', sortField: 'name', sortOrder: 'ascend' })).toEqual([
      'HB-001',
      'HB-002',
      'QR-003',
    ]);
    await expectPlanned((planned) => {
      expect(planned).toContainEqual({ filters: ['status', 'client_id'], generic: 1, custom: 0 });
      expect(planned.filter((walk) => walk.filters.includes('end_date'))).toEqual([]);
    });
  });

  it('tests a walked keyword with strpos, so the plan made once walks whatever the keyword', async () => {
    // All of 400 more projects hold "survey", half "harbor": common keywords, which the keyword planner walks.
    const rows = Array.from({ length: 400 }, (_, i) =>
      projectFixtureRow(`${i % 2 ? 'Harbor' : 'Meadow'} survey ${i}`, `SV-${String(i).padStart(3, '0')}`, { status: 'active' }),
    );
    await t.app.db.insertInto('projects').values(rows).execute();
    await sql`analyze projects`.execute(t.app.db);
    const codes = (word: string) =>
      rows
        .filter((r) => r.name.includes(word))
        .map((r) => r.code)
        .sort()
        .reverse()
        .slice(0, 20);
    expect(await list({ keyword: 'HARBOR', status: 'active', sortField: 'code', sortOrder: 'descend' })).toEqual(codes('Harbor'));
    expect(await list({ keyword: 'SURVEY', status: 'active', sortField: 'code', sortOrder: 'descend' })).toEqual(codes('survey'));
    await expectPlanned((planned) =>
      expect(planned.filter((walk) => walk.filters.includes('strpos'))).toEqual([{ filters: ['status', 'strpos'], generic: 2, custom: 0 }]),
    );
  });
});
