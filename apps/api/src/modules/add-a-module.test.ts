// CONTRIBUTING.md's recipe "Add an API module", followed once: a small `reports` module, declared the way the
// recipe says (tables, a migration, a directory and menu entry with its operation codes, routes that declare
// their access), added to the module list of a running server. What a caller notices: the table exists, the
// admin's menu and operation codes carry it, its routes refuse without a sign-in and without the operation,
// and answer the admin.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationCode } from '../auth/operations.js';
import { defineRoute } from '../http/define-route.js';
import { ok } from '../http/envelope.js';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../testing/test-app.js';
import { defineApiModule, operationCodes } from './api-module.js';
import { API_MODULES } from './index.js';
import type { MenuAndOperateResult } from './self/routes.js';

// Step 2 of the recipe: a migration in the module's folder (here inline). Migrations see no schema type.
const m500 = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run across schema versions
  async up(db: Kysely<any>) {
    await db.schema.createTable('report_notes').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('text', 'varchar(200)', (c) => c.notNull()).execute();
  },
};

// Step 4: the module's operation codes join `OperationCode` once it is listed in modules/index.ts; this test adds
// the module at run time instead, so it names its codes with a cast.
const reportList = 'report:list' as OperationCode;

const reportsModule = defineApiModule({
  name: 'reports',
  tables: ['report_notes'],
  migrations: { '500_report_notes': m500 },
  directories: [{ path: 'reports', arcoIcon: 'IconList', order: 11 }],
  menus: [{ directory: 'reports', path: 'reportList', name: 'ReportList', order: 1, operations: operationCodes('report', ['list']) }],
  routes: (app, { db }) => {
    defineRoute(app, {
      method: 'POST', url: '/api/admin/report/list', access: { operation: reportList }, summary: 'Report notes', tags: ['report'],
      result: { type: 'array', items: { type: 'string' } },
      handler: async () => ok((await sql<{ text: string }>`select text from report_notes order by id`.execute(db)).rows.map((r) => r.text)),
    });
  },
});

describe.each(testTargets())('a module added by the recipe, on $name', (target) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp(target, { modules: [...API_MODULES, reportsModule] });
    adminToken = await t.login('admin', TEST_ADMIN_PASSWORD);
    await createUser(t.app, { username: 'mod', password: 'moderator-pw-1', type: 'moderator', roles: ['moderator'] });
  });
  afterAll(() => t.close());

  it('gets its table, and the admin gets its menu entry and operation code', async () => {
    await sql`insert into report_notes (id, text) values (1, 'first note')`.execute(t.app.db);
    const { result } = (await t.post<MenuAndOperateResult>('/api/admin/self/menuAndOperate', undefined, adminToken)).body;
    expect(result.menuTree.at(-1)).toMatchObject({
      path: 'reports', title: 'menu.reports', arcoIcon: 'IconList',
      children: [{ path: 'reportList', name: 'ReportList', title: 'menu.reports.reportList', component: 'reports/reportList' }],
    });
    expect(result.operateList).toContain('report:list');
  });

  it('serves its route to the admin and refuses a caller without a sign-in or without the operation', async () => {
    expect((await t.post<string[]>('/api/admin/report/list', undefined, adminToken)).body.result).toEqual(['first note']);
    expect((await t.post('/api/admin/report/list')).body.code).toBe(50008);
    const moderator = await t.login('mod', 'moderator-pw-1');
    expect((await t.post('/api/admin/report/list', undefined, moderator)).status).toBe(403);
  });

  it('counts its migration among those a ready server must have run', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration where name = '500_report_notes'`.execute(t.app.db);
    expect(rows).toHaveLength(1);
  });
});
