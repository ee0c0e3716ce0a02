// The project list at scale (issues 8, 18): the indexed keyword search keeps its substring semantics (the
// SQLite FTS table follows renames through its triggers), and totals are exact up to LOOKAHEAD_PAGES
// past the page asked for, then a lower bound with totalCapped.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import { keywordCondition } from '../../lists/index.js';
import { PROJECT_KEYWORDS } from './keywords.js';
import { projectFixtureRow } from '../../testing/fixtures.js';
import { LOOKAHEAD_PAGES } from './queries.js';
import type { ProjectListResult } from './schemas.js';

describe.each(testTargets())('project search and totals on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const ids = new Map<string, number>();
  const queries: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(target, { queryLog: (event) => void queries.push(event.query.sql) });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    for (const [name, code] of [
      ['Harbor Lights', 'HB-001'],
      ['Coffee in the harbour', 'CF-200'],
      ['Tea rituals', 'TE-300'],
      ['100% juice', 'JU-1_0'],
    ] as const) {
      const { body } = await t.post<{ id: number }>(
        '/api/admin/project/add',
        { name, code, startDate: '2026-01-01', endDate: '2026-02-01' },
        admin,
      );
      expect(body.code).toBe(200);
      ids.set(code, body.result.id);
    }
  });
  afterAll(() => t.close());

  const insertProject = async (name: string, code: string) => {
    await t.app.db.insertInto('projects').values(projectFixtureRow(name, code)).execute();
  };
  const search = async (keyword: string) => {
    const { body } = await t.post<ProjectListResult>('/api/admin/project/list', { keyword, sortField: 'code', sortOrder: 'ascend' }, admin);
    expect(body.code).toBe(200);
    return body.result.list.map((p) => p.code);
  };

  it('finds a case-insensitive substring of the name or the code (3+ characters use the index)', async () => {
    expect(await search('HARB')).toEqual(['CF-200', 'HB-001']);
    expect(await search('arbo')).toEqual(['CF-200', 'HB-001']);
    expect(await search('in the')).toEqual(['CF-200']);
    expect(await search('f-2')).toEqual(['CF-200']);
    expect(await search('ritual')).toEqual(['TE-300']);
    expect(await search('harbors')).toEqual([]);
  });

  it('answers exactly what a plain scan finds, whichever plan each keyword takes (walk, sample, FTS or pg_trgm)', async () => {
    const words = ['harbor', 'lumen', 'quartz', 'Zürich', 'orbit'];
    const rows = Array.from({ length: 400 }, (_, i) =>
      projectFixtureRow(`Scan ${words[i % 5]} ${words[(i * 3) % 5]}${i % 7 === 0 ? ' 😀 ' : ' '}${i}`, `SC${String(i).padStart(5, '0')}`, {
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      }),
    );
    await t.app.db.insertInto('projects').values(rows).execute();
    const all = await t.app.db.selectFrom('projects').select(['name', 'code']).execute();
    onTestFinished(async () => {
      await t.app.db.deleteFrom('projects').where('code', 'like', 'SC%').execute();
    });
    const phrases = ['lumen lumen', 'harbor quartz', 'r q', 'h l', 'orbit  orbit', 'n 😀', '😀 o', 'an 3'];
    for (const keyword of [
      'harbor',
      'QUARTZ LUM',
      'sc0012',
      'SC00399',
      'rich',
      'zürich',
      'n o',
      'bit 1',
      'nothing like it',
      'an',
      ...phrases,
    ]) {
      const lower = keyword.toLowerCase();
      const expected = all
        .filter((p) => p.name.toLowerCase().includes(lower) || p.code.toLowerCase().includes(lower))
        .map((p) => p.code)
        .sort();
      const found: string[] = [];
      for (let current = 1; ; current += 1) {
        const { body } = await t.post<ProjectListResult>(
          '/api/admin/project/list',
          { keyword, sortField: 'code', sortOrder: 'ascend', pageSize: 100, current },
          admin,
        );
        found.push(...body.result.list.map((p) => p.code));
        if (body.result.list.length < 100) break;
      }
      expect({ keyword, found }).toEqual({ keyword, found: expected });
      // The search plan itself, whichever plan the list picked: FTS5 on SQLite, pg_trgm and the joints of a
      // phrase (migration 106) on PostgreSQL.
      const searched = await t.app.db
        .selectFrom('projects as p')
        .select('p.code')
        .where(keywordCondition(PROJECT_KEYWORDS, keyword, 'search', target.name === 'postgres'))
        .orderBy('p.code')
        .execute();
      expect({ keyword, searched: searched.map((p) => p.code) }).toEqual({ keyword, searched: expected });
    }
  }, 60_000);

  it('matches 1-2 character keywords as substrings too (a bounded scan) and wildcards literally', async () => {
    expect(await search('te')).toEqual(['TE-300']);
    expect(await search('T')).toEqual(['CF-200', 'HB-001', 'TE-300']);
    expect(await search('%')).toEqual(['JU-1_0']);
    expect(await search('1_0')).toEqual(['JU-1_0']);
    expect(await search('0% j')).toEqual(['JU-1_0']);
  });

  it('finds a renamed project by its new name and code, not the old ones, and forgets a deleted one', async () => {
    const id = ids.get('TE-300');
    const renamed = { id, name: 'Herbal infusions', code: 'HI-300', startDate: '2026-01-01', endDate: '2026-02-01' };
    expect((await t.post('/api/admin/project/update', renamed, admin)).body.code).toBe(200);
    expect(await search('infusion')).toEqual(['HI-300']);
    expect(await search('ritual')).toEqual([]);
    expect(await search('te-300')).toEqual([]);
    expect((await t.post('/api/admin/project/delete', { id }, admin)).body.code).toBe(200);
    expect(await search('infusion')).toEqual([]);
  });

  it("answers an exact total after the server's own writes, without totalCapped under the cap", async () => {
    const list = async () => (await t.post<ProjectListResult>('/api/admin/project/list', { keyword: 'harb' }, admin)).body.result;
    expect(await list()).toMatchObject({ total: 2, totalCapped: false });
    await t.post('/api/admin/project/add', { name: 'Harbor two', code: 'HB-002', startDate: '2026-01-01', endDate: '2026-02-01' }, admin);
    expect(await list()).toMatchObject({ total: 3, totalCapped: false });
  });

  it('keeps a long project in a date window sorted by start date (the walk begins at the window less the longest project)', async () => {
    const add = async (name: string, code: string, startDate: string, endDate: string) =>
      expect((await t.post('/api/admin/project/add', { name, code, startDate, endDate }, admin)).body.code).toBe(200);
    await add('Decade study', 'DW-LONG', '2015-01-01', '2031-12-31');
    await add('June sprint', 'DW-JUNE', '2031-06-01', '2031-06-30');
    await add('Before the window', 'DW-OLD', '2031-01-01', '2031-02-01');
    const window = async (sortOrder: 'ascend' | 'descend') =>
      (
        await t.post<ProjectListResult>(
          '/api/admin/project/list',
          { keyword: 'dw-', dateFrom: '2031-06-10', dateTo: '2031-06-20', sortField: 'startDate', sortOrder },
          admin,
        )
      ).body.result.list.map((p) => p.code);
    expect(await window('ascend')).toEqual(['DW-LONG', 'DW-JUNE']);
    expect(await window('descend')).toEqual(['DW-JUNE', 'DW-LONG']);
  });

  it('walks a name-sorted keyword from its first match, and still shows a project written before that point since', async () => {
    const byName = async (keyword: string, sortOrder: 'ascend' | 'descend') =>
      (await t.post<ProjectListResult>('/api/admin/project/list', { keyword, sortField: 'name', sortOrder }, admin)).body.result;
    const names = async (keyword: string, sortOrder: 'ascend' | 'descend') => (await byName(keyword, sortOrder)).list.map((p) => p.name);
    await insertProject('Zq one', 'ZQ-1');
    await insertProject('Zq two', 'ZQ-2');
    await insertProject('Zq three', 'ZQ-3');
    expect(await names('zq', 'ascend')).toEqual(['Zq one', 'Zq three', 'Zq two']);
    expect(await names('zq', 'descend')).toEqual(['Zq two', 'Zq three', 'Zq one']);
    // Written straight to the database, before where each walk learned to start.
    await insertProject('Azq first', 'ZQ-0');
    await insertProject('Zzq last', 'ZQ-9');
    expect(await names('zq', 'ascend')).toEqual(['Azq first', 'Zq one', 'Zq three', 'Zq two', 'Zzq last']);
    expect(await names('zq', 'descend')).toEqual(['Zzq last', 'Zq two', 'Zq three', 'Zq one', 'Azq first']);
    expect(await byName('qx', 'ascend')).toMatchObject({ list: [], total: 0, totalCapped: false });
    // A renamed project and a changed code are seen before the start learned, as a new project is.
    const [zq] = await t.app.db.selectFrom('projects').select('id').where('code', '=', 'ZQ-2').execute();
    await t.app.db.updateTable('projects').set({ name: 'Aazq renamed' }).where('id', '=', zq!.id).execute();
    expect(await names('zq', 'ascend')).toEqual(['Aazq renamed', 'Azq first', 'Zq one', 'Zq three', 'Zzq last']);
    await t.app.db.updateTable('projects').set({ code: 'AZQ-0' }).where('code', '=', 'ZQ-9').execute();
    expect(
      (
        await t.post<ProjectListResult>('/api/admin/project/list', { keyword: 'zq', sortField: 'code', sortOrder: 'ascend' }, admin)
      ).body.result.list.map((p) => p.code),
    ).toEqual(['AZQ-0', 'ZQ-0', 'ZQ-1', 'ZQ-2', 'ZQ-3']);
  });

  it('keeps a learned walk start through writes that cannot move it (a status, a session), and learns again after a new project', async () => {
    const names = async () =>
      (
        await t.post<ProjectListResult>('/api/admin/project/list', { keyword: 'kq', sortField: 'name', sortOrder: 'ascend' }, admin)
      ).body.result.list.map((p) => p.name);
    // The learning walk: the keyword alone, sorted by name, one row.
    const learned = () => queries.filter((q) => /"p"\."name" as "value"/.test(q)).length;
    await insertProject('Kq one', 'KQ-1');
    await insertProject('Kq two', 'KQ-2');
    const before = learned();
    expect(await names()).toEqual(['Kq one', 'Kq two']);
    const afterFirst = learned();
    expect(afterFirst).toBe(before + 1);
    await t.app.db.updateTable('projects').set({ status: 'active' }).where('code', '=', 'KQ-1').execute();
    const added = await t.post(
      '/api/admin/session/add',
      {
        projectId: ids.get('HB-001'),
        title: 'Kick-off',
        kind: 'interview',
        startAt: '2026-01-05T10:00:00Z',
        endAt: '2026-01-05T11:00:00Z',
        timeZone: 'UTC',
        capacity: 5,
      },
      admin,
    );
    expect(added.body.code).toBe(200);
    expect(await names()).toEqual(['Kq one', 'Kq two']);
    expect(learned()).toBe(afterFirst);
    await insertProject('Akq first', 'KQ-0');
    expect(await names()).toEqual(['Akq first', 'Kq one', 'Kq two']);
  });

  it('shows a project written straight to the database in the next total', async () => {
    const list = async () => (await t.post<ProjectListResult>('/api/admin/project/list', { keyword: 'lantern fest' }, admin)).body.result;
    await insertProject('Lantern festival', 'LF-001');
    expect(await list()).toMatchObject({ total: 1, totalCapped: false });
    await insertProject('Lantern festival two', 'LF-002');
    expect(await list()).toMatchObject({ total: 2, totalCapped: false });
  });

  it(`counts ${LOOKAHEAD_PAGES} pages past the page asked for, then reports that many with totalCapped`, async () => {
    const now = new Date().toISOString();
    const rows = Array.from({ length: 300 }, (_, i) =>
      projectFixtureRow(`Bulk survey ${String(i).padStart(3, '0')}`, `BULK-${i}`, { status: 'active', createdAt: now }),
    );
    await t.app.db.insertInto('projects').values(rows).execute();
    const page = async (current: number) =>
      (
        await t.post<ProjectListResult>(
          '/api/admin/project/list',
          { keyword: 'bulk surv', status: 'active', pageSize: 20, current, sortField: 'name', sortOrder: 'ascend' },
          admin,
        )
      ).body.result;
    const counted = (current: number) => (current + LOOKAHEAD_PAGES) * 20;
    expect(LOOKAHEAD_PAGES).toBe(5);
    const first = await page(1);
    expect(first).toMatchObject({ total: counted(1), totalCapped: true, current: 1, pageSize: 20 });
    expect(first.list.map((p) => p.name)).toEqual(rows.slice(0, 20).map((r) => r.name));
    expect(await page(3)).toMatchObject({ total: counted(3), totalCapped: true });
    const fifth = await page(5);
    expect(fifth).toMatchObject({ total: counted(5), totalCapped: true });
    expect(fifth.list.map((p) => p.name)).toEqual(rows.slice(80, 100).map((r) => r.name));
    expect(await page(10)).toMatchObject({ total: 300, totalCapped: false });
    expect((await page(15)).list.map((p) => p.name)).toEqual(rows.slice(280, 300).map((r) => r.name));
    expect(await page(16)).toMatchObject({ total: 300, totalCapped: false, list: [] });
  }, 60_000);
});
