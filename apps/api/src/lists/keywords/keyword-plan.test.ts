// The keyword planner (issue 18) on a real database: its figures about a keyword are measured once and then
// remembered (a repeated common keyword asks the database nothing before its list query), and on SQLite a rare
// keyword's search runs once: the planner hands its matches to the list instead of the list searching again.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testTargets, type TestApp } from '../../testing/test-app.js';
import { connectDatabase, type DatabaseConnection } from '../../db/connect.js';
import { PROJECT_KEYWORDS } from '../../modules/project/keywords.js';
import { keywordCondition, keywordJoints, keywordPlan } from './keyword-plan.js';

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

  it('plans a new keyword on PostgreSQL from the column statistics it read once, sending no EXPLAIN', async () => {
    if (target.name !== 'postgres') return;
    await keywordPlan(logged.db, PROJECT_KEYWORDS, 'meadow', 120);
    queries.length = 0;
    expect(await keywordPlan(logged.db, PROJECT_KEYWORDS, 'kp00012', 120)).toBe('search');
    expect(await keywordPlan(logged.db, PROJECT_KEYWORDS, 'quiet', 120)).toBe('walk');
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

describe('the joints of a keyword', () => {
  it('are the windows of three characters that hold a space, lowercased, each once', () => {
    expect(keywordJoints('River river')).toEqual(['er ', 'r r', ' ri']);
    expect(keywordJoints('harbor')).toEqual([]);
    expect(keywordJoints('a  b')).toEqual(['a  ', '  b']);
    expect(keywordJoints('x 😀y')).toEqual(['x 😀', ' 😀y']);
  });
});

describe.each(testTargets().filter((target) => target.name === 'postgres'))('the joints index on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  it('holds every joint of a keyword whenever the LIKE of the search matches the row', async () => {
    // Raw names as typed; the row holds PostgreSQL's lower() of them (search_text), the keyword is lowercased in
    // JavaScript (containsPattern): wherever the LIKE matches, every joint must be in the index.
    const names = ['Project Bravo Nova 1\u0001p0000001', 'Zürich  ÖL 😀 Straße', ' leading and trailing ', 'a b c d', 'ǅemal ǆ X'];
    let checked = 0;
    for (const name of names) {
      const { rows } = await sql<{
        folded: string;
        joints: string[];
      }>`select lower(${name}) as folded, search_text_joints(lower(${name})) as joints`.execute(t.app.db);
      const { folded, joints } = rows[0]!;
      const chars = [...name];
      for (let start = 0; start < chars.length; start += 1) {
        for (let end = start + 1; end <= chars.length; end += 1) {
          const keyword = chars.slice(start, end).join('');
          if (!folded.includes(keyword.toLowerCase())) continue;
          checked += 1;
          const missing = keywordJoints(keyword).filter((joint) => !joints.includes(joint));
          expect({ name, keyword, missing }).toEqual({ name, keyword, missing: [] });
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});

describe.each(testTargets().filter((target) => target.name === 'postgres'))(
  'a keyword estimate resting on one sampled value on $name',
  (target) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
      const now = new Date().toISOString();
      const rows = Array.from({ length: 6000 }, (_, i) => ({
        name: `Survey ${String(i).padStart(5, '0')}`,
        code: `K${String(i).padStart(5, '0')}`,
        status: 'draft' as const,
        start_date: '2026-01-01',
        end_date: '2026-02-01',
        created_at: now,
        updated_at: now,
      }));
      for (let i = 0; i < rows.length; i += 2000)
        await t.app.db
          .insertInto('projects')
          .values(rows.slice(i, i + 2000))
          .execute();
      await sql`analyze projects`.execute(t.app.db);
    });
    afterAll(() => t.close());

    it('checks the keyword index before walking: a code in one row that sits in one histogram bound is searched', async () => {
      // One of the ~99 inner bounds of search_text is some project's text; its code is in that row only.
      const stats = await sql<{ bounds: string[] }>`select histogram_bounds::text::text[] as bounds from pg_stats
      where tablename = 'projects' and attname = 'search_text' and schemaname = current_schema()`.execute(t.app.db);
      const bounds = stats.rows[0]?.bounds ?? [];
      expect(bounds.length).toBeGreaterThan(100);
      const code = (bounds[40] ?? '').split('\u0001')[1] ?? '';
      expect(code).toMatch(/^k\d{5}$/);
      // The statistics alone count 1 in 99 of 6,000 rows (61), above the break-even of one wanted match (49): a walk
      // of the whole table for one row. Counted in the index, it is one row.
      expect(await keywordPlan(t.app.db, PROJECT_KEYWORDS, code, 1)).toBe('search');
      // A keyword in every row keeps walking, with no count: its estimate rests on every bound.
      expect(await keywordPlan(t.app.db, PROJECT_KEYWORDS, 'survey', 1)).toBe('walk');
    });
  },
);
