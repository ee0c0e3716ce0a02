// CONTRIBUTING.md's recipes "Add an API module" and "Add a list", followed once: a small `reports` module,
// declared the way the recipes say (a table and its migration, a directory and menu entry with the operation
// code under it, a list route that declares its access, pages with a bounded total and walks an index), added
// to the module list of a running server. What a caller notices: the admin's menu and operation codes carry
// it, its list answers the admin and refuses a caller without a sign-in or without the operation, a ready
// server counts its migration, and the list-plan check passes it — and fails it once its index is left out.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/types.js';
import { noticesModule } from '../examples/notices/module.js';
import { reportsModule } from '../examples/reports/module.js';
import { postgresPlanSteps } from '../lists/query-plans/list-plan-postgres.js';
import { startListPlanApp, unacceptedFindings } from '../lists/query-plans/list-plan-requests.js';
import { sqlitePlanSteps } from '../lists/query-plans/list-plan-sqlite.js';
import { createUser } from '../testing/fixtures.js';
import { importGraph } from '../testing/import-graph.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp, type TestTarget } from '../testing/test-app.js';
import type { ApiModule } from './api-module.js';
import type { MenuAndOperateResult } from './currentUser/schemas.js';
import { API_MODULES } from './index.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));
/** The folders a module builds on (layering.test.ts). */
const KERNEL = ['http/', 'auth/', 'db/', 'audit/', 'metrics/', 'lists/', 'resources/'];

const PLAN_STEPS = { sqlite: sqlitePlanSteps, postgres: postgresPlanSteps } as const;

/**
 * What the list-plan check (lists/query-plans/list-plans.test.ts) finds about `url` on a server with `module` beside the listed
 * ones: with the module's rows (`fill`), then again once `dropped` indexes are gone.
 */
async function listFindings(
  target: TestTarget,
  module: ApiModule,
  url: string,
  fill: (db: Kysely<Database>) => Promise<void>,
  dropped: readonly string[],
): Promise<{ withIndexes: string[]; without: string[] }> {
  const run = await startListPlanApp(target, [...API_MODULES, module]);
  const findings = () =>
    unacceptedFindings({ ...run, lists: () => [url] }, (query) => PLAN_STEPS[target.name](run.t.app.db, query, run.smallTables), []);
  try {
    await fill(run.t.app.db);
    const withIndexes = await findings();
    for (const index of dropped) await sql`drop index ${sql.id(index)}`.execute(run.t.app.db);
    return { withIndexes, without: await findings() };
  } finally {
    await run.t.close();
  }
}

const addNotes = (db: Kysely<Database>) =>
  sql`insert into report_notes (author, text, created_at) values ('ann', 'a', '2026-01-01'), ('bob', 'b', '2026-01-02')`
    .execute(db)
    .then(() => {});

/** The files of an example module's folder. */
const exampleFiles = (name: string) => {
  const folder = join(SRC, 'examples', name);
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `examples/${name}/${file}`);
};

describe('a module added by the recipes touches only its folder', () => {
  it.each(['reports', 'notices'])('the %s example imports the kernel and its own folder only, never another module', (name) => {
    const graph = importGraph(SRC);
    const files = exampleFiles(name);
    expect(files).toContain(`examples/${name}/module.ts`);
    const outside = files.flatMap((file) =>
      (graph.get(file) ?? []).filter(
        (target) => !target.startsWith(`examples/${name}/`) && !KERNEL.some((folder) => target.startsWith(folder)),
      ),
    );
    // api-module.ts is the manifest's type and helpers, the one file of modules/ a module builds on.
    expect(outside.filter((target) => target !== 'modules/api-module.ts')).toEqual([]);
  });
});

describe.each(testTargets())('a module added by the recipes, on $name', (target) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp(target, { modules: [...API_MODULES, reportsModule] });
    adminToken = await t.login('admin', TEST_ADMIN_PASSWORD);
    await createUser(t.app, { username: 'mod', password: 'moderator-pw-1', type: 'moderator', roles: ['moderator'] });
    await sql`insert into report_notes (author, text, created_at) values ('ann', 'first', '2026-01-01'), ('bob', 'second', '2026-01-02'), ('ann', 'third', '2026-01-03')`.execute(
      t.app.db,
    );
  });
  afterAll(() => t.close());

  it("adds its directory and menu entry to the admin's menu, and its operation code to the admin's codes", async () => {
    const { result } = (await t.post<MenuAndOperateResult>('/api/admin/self/menuAndOperate', undefined, adminToken)).body;
    expect(result.menuTree.at(-1)).toMatchObject({
      path: 'reports',
      title: 'menu.reports',
      titles: { 'en-US': 'Reports', 'zh-CN': '报表' },
      arcoIcon: 'IconList',
      children: [
        {
          path: 'reportList',
          name: 'ReportList',
          title: 'menu.reports.reportList',
          titles: { 'en-US': 'Report Notes', 'zh-CN': '报表记录' },
          component: 'reports/reportList',
        },
      ],
    });
    expect(result.operateList).toContain('report:list');
  });

  it('lists for the admin, a page at a time with its total, and refuses a caller without a sign-in or without the operation', async () => {
    const { body } = await t.post<{ list: { text: string }[]; total: number; totalCapped: boolean }>(
      '/api/admin/report/list',
      { author: 'ann', pageSize: 1 },
      adminToken,
    );
    expect(body.result).toMatchObject({ list: [{ text: 'third' }], total: 2, totalCapped: false });
    expect((await t.post('/api/admin/report/list', {})).body.code).toBe(50008);
    const moderator = await t.login('mod', 'moderator-pw-1');
    expect((await t.post('/api/admin/report/list', {}, moderator)).status).toBe(403);
  });

  it("keeps its operation code as the server's own: its permission row is neither deleted nor recoded", async () => {
    const { id } = await t.app.db.selectFrom('permissions').select('id').where('code', '=', 'report:list').executeTakeFirstOrThrow();
    const deleted = await t.post('/api/admin/permission/delete', { id }, adminToken);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe('Operation code report:list is required by the server and cannot be deleted');
    const recoded = await t.post('/api/admin/permission/update', { id, code: 'report:gone' }, adminToken);
    expect(recoded.status).toBe(409);
    expect(recoded.body.message).toBe('Operation code report:list is required by the server and cannot change');
    const kept = await t.app.db.selectFrom('permissions').select('code').where('id', '=', id).executeTakeFirstOrThrow();
    expect(kept.code).toBe('report:list');
  });

  it('counts its migration among those a ready server has run', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration where name = '138_report_notes'`.execute(t.app.db);
    expect(rows).toHaveLength(1);
  });

  it('passes the list-plan check with its indexes, and fails it without', async () => {
    const { withIndexes, without } = await listFindings(target, reportsModule, '/api/admin/report/list', addNotes, [
      'report_notes_walk_author_idx',
      'report_notes_walk_created_idx',
    ]);
    expect(withIndexes).toEqual([]);
    expect(without.join('\n')).toMatch(/report_notes/);
  }, 60_000); // starts a second server on a fresh database
});

describe.each(testTargets())('a module with a keyword-searched list on a big table, added by the recipes, on $name', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target, { modules: [...API_MODULES, noticesModule] });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  const add = async (title: string, author: string) =>
    (await t.post<{ id: number; updatedAt: string }>('/api/admin/notice/add', { title, author }, admin)).body.result;

  it('finds notices whose title or author holds the keyword, whatever its case, newest first', async () => {
    await add('Fire drill on Monday', 'ann');
    await add('Kitchen closed', 'Drew');
    await add('New coffee machine', 'bob');
    const { body } = await t.post<{ list: { title: string }[]; total: number; totalCapped: boolean }>(
      '/api/admin/notice/list',
      { keyword: 'DR' },
      admin,
    );
    expect(body.result).toMatchObject({
      list: [{ title: 'Kitchen closed' }, { title: 'Fire drill on Monday' }],
      total: 2,
      totalCapped: false,
    });
  });

  it('keeps what an edit leaves out, and refuses an edit from an older version with 409, changing nothing', async () => {
    const notice = await add('Parking rules', 'ann');
    const edited = await t.post<{ title: string; author: string }>(
      '/api/admin/notice/update',
      { id: notice.id, title: 'Parking rules (new)' },
      admin,
    );
    expect(edited.body.result).toMatchObject({ title: 'Parking rules (new)', author: 'ann' });
    const stale = await t.post('/api/admin/notice/update', { id: notice.id, title: 'Lost', updatedAt: '2000-01-01T00:00:00.000Z' }, admin);
    expect(stale.status).toBe(409);
    const kept = await t.post<{ title: string }>('/api/admin/notice/detail', { id: notice.id }, admin);
    expect(kept.body.result.title).toBe('Parking rules (new)');
  });

  it('passes the list-plan check on a table that is not small, and fails it without its walk index', async () => {
    const addNotices = (db: Kysely<Database>) =>
      sql`insert into notices (title, author, created_at, updated_at) values ('abc', 'ann', '2026-01-01', '2026-01-01'), ('x', 'bob', '2026-01-02', '2026-01-02')`
        .execute(db)
        .then(() => {});
    expect((API_MODULES as readonly ApiModule[]).flatMap((m) => m.smallTables ?? [])).not.toContain('notices');
    const { withIndexes, without } = await listFindings(target, noticesModule, '/api/admin/notice/list', addNotices, [
      'notices_walk_created_idx',
    ]);
    expect(withIndexes).toEqual([]);
    expect(without.join('\n')).toMatch(/notices/);
  }, 60_000); // starts a second server on a fresh database
});
