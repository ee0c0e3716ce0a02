// The keyword planner (issue 18) on a real database: its figures about a keyword are measured once and then
// remembered (a repeated common keyword asks the database nothing before its list query), and on SQLite a rare
// keyword's search runs once: the planner hands its matches to the list instead of the list searching again.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testTargets, type TestApp } from '../testing/test-app.js';
import { connectDatabase, type DatabaseConnection } from './connect.js';
import { keywordCondition, keywordPlan, PROJECT_KEYWORDS } from './keyword-plan.js';

describe.each(testTargets())('keyword planner on $name', (target) => {
  let t: TestApp;
  let logged: DatabaseConnection;
  const queries: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(target);
    const now = new Date().toISOString();
    const rows = Array.from({ length: 600 }, (_, i) => ({
      name: i % 2 === 0 ? `Common harbor ${i}` : `Quiet meadow ${i}`,
      code: i === 7 ? 'RARE-7' : `KP${String(i).padStart(5, '0')}`,
      status: 'draft' as const,
      start_date: '2026-01-01',
      end_date: '2026-02-01',
      created_at: now,
      updated_at: now,
    }));
    await t.app.db.insertInto('projects').values(rows).execute();
    if (target.name === 'postgres') await sql`analyze projects`.execute(t.app.db);
    logged = connectDatabase(t.database.target, (event) => queries.push(event.query.sql));
  });
  afterAll(async () => {
    await logged.db.destroy();
    await t.close();
  });

  it('remembers what it learned about a keyword: the second plan for it asks the database nothing', async () => {
    queries.length = 0;
    const first = await keywordPlan(logged.db, PROJECT_KEYWORDS, 'harbor', 120);
    expect(first).toBe('walk');
    expect(queries.length).toBeGreaterThan(0);
    queries.length = 0;
    expect(await keywordPlan(logged.db, PROJECT_KEYWORDS, 'harbor', 120)).toBe(first);
    expect(queries).toEqual([]);
  });

  it('hands a rare keyword’s matches to the list on SQLite, so the list finds exactly them without searching again', async () => {
    const plan = await keywordPlan(logged.db, PROJECT_KEYWORDS, 'rare-7', 120);
    if (target.name === 'postgres') return void expect(plan).toBe('search');
    expect(plan).toMatchObject({ matches: [expect.any(Number)] });
    const list = t.app.db
      .selectFrom('projects as p')
      .where(keywordCondition(PROJECT_KEYWORDS, 'rare-7', plan, false))
      .select('p.code');
    expect(list.compile().sql).not.toContain('projects_search');
    expect((await list.execute()).map((r) => r.code)).toEqual(['RARE-7']);
  });
});
