// CONTRIBUTING.md's recipes "Add an API module" and "Add a list", followed once: a small `reports` module,
// declared the way the recipes say (a table and its migration, a directory and menu entry with the operation
// code under it, a list route that declares its access, pages with a bounded total and walks an index), added
// to the module list of a running server. What a caller notices: the admin's menu and operation codes carry
// it, its list answers the admin and refuses a caller without a sign-in or without the operation, a ready
// server counts its migration, and the list-plan check passes it — and fails it once its index is left out.
import { PageSchema } from '@backoffice/console-core/contract';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BoundedTotal, countBounded } from '../lists/index.js';
import type { Database } from '../db/types.js';
import { routeDefinerFor } from '../http/define-route.js';
import { ok } from '../http/envelope.js';
import { Type } from '../http/schema-types.js';
import { postgresPlanSteps } from '../lists/query-plans/list-plan-postgres.js';
import { startListPlanApp, unacceptedFindings } from '../lists/query-plans/list-plan-requests.js';
import { sqlitePlanSteps } from '../lists/query-plans/list-plan-sqlite.js';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp, type TestTarget } from '../testing/test-app.js';
import { defineApiModule, operationCodes } from './api-module.js';
import type { MenuAndOperateResult } from './currentUser/schemas.js';
import { API_MODULES } from './index.js';

// Step 1: the row type. A real module puts it in its tables.ts and merges it into `Database`; a test must not
// change the schema type of every other file, so this one reads through its own typed view.
interface ReportNotesTable {
  id: number;
  author: string;
  text: string;
  created_at: string;
}
type ReportsDb = Kysely<{ report_notes: ReportNotesTable }>;

/** Step 2: the migration, in the module's folder (`migrations/500_report_notes.ts`); the indexes serve the list's order and filter. */
function reportNotesMigration(withIndex: boolean) {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run across schema versions
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('report_notes')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('author', 'varchar(60)', (c) => c.notNull())
        .addColumn('text', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      if (!withIndex) return;
      await db.schema.createIndex('report_notes_created_idx').on('report_notes').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('report_notes_author_idx').on('report_notes').columns(['author', 'created_at', 'id']).execute();
    },
  };
}

// Step 5 (routes): the operation codes (a real module keeps them in its operations.ts), and the defineRoute typed by
// them: a route naming a code the module does not declare fails to compile.
const REPORT_OPERATIONS = operationCodes('report', ['list']);
const defineRoute = routeDefinerFor(REPORT_OPERATIONS);

// Step 5's wire shapes (a real module keeps them in its schemas.ts): each defined once, as a TypeBox schema, so
// the route validates with it, its handler's body and answer are typed from it, and the page is the contract's.
const listBody = Type.Object(
  {
    current: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    author: Type.Optional(Type.String({ maxLength: 60 })),
  },
  { additionalProperties: false },
);
const reportNote = Type.Object({ id: Type.Integer(), author: Type.String(), text: Type.String() });

/** Step 3: the manifest. */
function reportsModule(withIndex: boolean) {
  return defineApiModule({
    name: 'reports',
    tables: ['report_notes'],
    migrations: { '500_report_notes': reportNotesMigration(withIndex) },
    directories: [{ path: 'reports', titles: { 'en-US': 'Reports', 'zh-CN': '报表' }, arcoIcon: 'IconList', order: 11 }],
    menus: [
      {
        directory: 'reports',
        path: 'reportList',
        titles: { 'en-US': 'Report Notes', 'zh-CN': '报表记录' },
        name: 'ReportList',
        order: 1,
        operations: REPORT_OPERATIONS,
      },
    ],
    routes: (app, { db }) => {
      // Step 5 (a list): one page walked in the index's order, the total counted five pages ahead at most.
      defineRoute(app, {
        method: 'POST',
        url: '/api/admin/report/list',
        access: { operation: 'report:list' },
        summary: 'Report notes',
        tags: ['report'],
        body: listBody,
        result: PageSchema(reportNote),
        handler: async (request) => {
          const page = { current: request.body?.current ?? 1, pageSize: request.body?.pageSize ?? 20 };
          const author = request.body?.author;
          const reports = db as unknown as ReportsDb;
          let matches = reports.selectFrom('report_notes');
          if (author) matches = matches.where('author', '=', author);
          const list = await matches
            .select(['id', 'author', 'text'])
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(page.pageSize)
            .offset((page.current - 1) * page.pageSize)
            .execute();
          const total: BoundedTotal = await countBounded(db as unknown as Kysely<Database>, matches, page);
          return ok({ list, ...total, ...page });
        },
      });
    },
  });
}

const PLAN_STEPS = { sqlite: sqlitePlanSteps, postgres: postgresPlanSteps } as const;

/** What the list-plan check (lists/query-plans/list-plans.test.ts) finds about the reports list of a server with the module. */
async function reportListFindings(target: TestTarget, withIndex: boolean): Promise<string[]> {
  const run = await startListPlanApp(target, [...API_MODULES, reportsModule(withIndex)]);
  try {
    await sql`insert into report_notes (id, author, text, created_at) values (1, 'ann', 'a', '2026-01-01'), (2, 'bob', 'b', '2026-01-02')`.execute(
      run.t.app.db,
    );
    return await unacceptedFindings(
      { ...run, lists: () => ['/api/admin/report/list'] },
      (query) => PLAN_STEPS[target.name](run.t.app.db, query),
      [],
    );
  } finally {
    await run.t.close();
  }
}

describe.each(testTargets())('a module added by the recipes, on $name', (target) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp(target, { modules: [...API_MODULES, reportsModule(true)] });
    adminToken = await t.login('admin', TEST_ADMIN_PASSWORD);
    await createUser(t.app, { username: 'mod', password: 'moderator-pw-1', type: 'moderator', roles: ['moderator'] });
    await sql`insert into report_notes (id, author, text, created_at) values (1, 'ann', 'first', '2026-01-01'), (2, 'bob', 'second', '2026-01-02'), (3, 'ann', 'third', '2026-01-03')`.execute(
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
    const { rows } = await sql<{ name: string }>`select name from kysely_migration where name = '500_report_notes'`.execute(t.app.db);
    expect(rows).toHaveLength(1);
  });

  it('passes the list-plan check with its index, and fails it without', async () => {
    expect(await reportListFindings(target, true)).toEqual([]);
    const without = await reportListFindings(target, false);
    expect(without.join('\n')).toMatch(/report_notes/);
  });
});
