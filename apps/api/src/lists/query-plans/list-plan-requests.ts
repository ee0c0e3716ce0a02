// What the list query-plan tests (list-plans*.test.ts, issue 8) share whatever the engine: the real app
// with a query log, one request per filter value and per sort of every list route, the queries each
// request runs about its list, and the check that a page of 20 rows runs no more queries than a page of 1.
// Each engine's test only says which steps of its own plans are costly.
import type { ApiModule } from '../../modules/api-module.js';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp, type TestTarget } from '../../testing/test-app.js';
import { API_MODULES } from '../../modules/index.js';
import { listRoutes } from '../../http/route-registry.js';

/** A query as Kysely ran it: the SQL and its parameters. */
export interface LoggedQuery {
  sql: string;
  parameters: readonly unknown[];
}

/** A finding accepted on purpose: the list route, what the finding says, and why it is fine. */
export interface AcceptedFinding {
  url: RegExp;
  finding: RegExp;
  why: string;
}

interface PropertySchema {
  type?: string | string[];
  enum?: unknown[];
}
interface BodySchema {
  properties?: Record<string, PropertySchema>;
}

/**
 * The core's tables that stay small whatever the business grows to, so scanning or sorting them is fine: access
 * control (roles, permissions and their links, staff accounts' roles) and the list versions. A module names its own
 * in its manifest (`smallTables`, modules/api-module.ts).
 */
const CORE_SMALL_TABLES: readonly string[] = ['roles', 'permissions', 'role_permissions', 'list_versions', 'access_version', 'user_roles'];

/**
 * Module tables declared small here until their modules declare them (`smallTables`): dictionaries and agreements
 * (tens to hundreds of rows) and Picture It sets (curated by staff). Their folders are being rebuilt on resource
 * declarations; a new module never adds to this list.
 */
const UNDECLARED_SMALL_TABLES: readonly string[] = ['dicts', 'dict_items', 'agreements', 'picture_it_sets', 'picture_it_items'];

/**
 * The tables the list-plan check lets a list scan or sort for a server of `modules`: the core's small tables and
 * those each module declares small.
 *
 * @example
 * smallTablesOf(API_MODULES); // ['roles', ..., 'questions', 'question_tags']
 */
export function smallTablesOf(modules: readonly ApiModule[]): readonly string[] {
  return [...CORE_SMALL_TABLES, ...UNDECLARED_SMALL_TABLES, ...modules.flatMap((m) => m.smallTables ?? [])];
}

/** Body properties that are not filters. */
const NOT_FILTERS = new Set(['current', 'pageSize']);

/** Sample values of a filter: each enum value, a number, a date for date-like names, else a 3-letter word. */
function samples(name: string, schema: PropertySchema): unknown[] {
  if (schema.enum) return schema.enum.filter((v) => v !== null);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return [1];
  if (type === 'boolean') return [true];
  if (type === 'array') return [];
  if (/date|from$|to$|at$/i.test(name)) return ['2026-01-01'];
  return ['abc'];
}

/**
 * The request bodies that exercise one list route: no filter, then each filter alone with each of its
 * sample values (sorts are filters too: each sort field and order is one body).
 */
export function filterBodies(body: unknown): Record<string, unknown>[] {
  const properties = (body as BodySchema | undefined)?.properties ?? {};
  const bodies: Record<string, unknown>[] = [{}];
  for (const [name, schema] of Object.entries(properties)) {
    if (NOT_FILTERS.has(name)) continue;
    for (const value of samples(name, schema)) bodies.push({ [name]: value });
  }
  return bodies;
}

/** The real app on a fresh database of one engine, signed in as admin, hearing every query it runs. */
export interface ListPlanApp {
  t: TestApp;
  admin: string;
  /**
   * Sends one list request after moving every list version (so no kept answer serves it) and returns the
   * envelope code and the queries it ran about the list (reads only, not the sign-in check).
   */
  listQueries(url: string, body: Record<string, unknown>): Promise<{ code: number; queries: LoggedQuery[] }>;
  /** Every POST list route (`/list`, and `/myList` unless `allOnly`). */
  lists(options?: { allOnly?: boolean }): string[];
  /** Bodies to send to `url`: see {@link filterBodies}. */
  bodiesOf(url: string): Record<string, unknown>[];
  /** The tables its modules may scan or sort ({@link smallTablesOf}). */
  smallTables: readonly string[];
}

/**
 * Starts the app on `target` (with `modules` in place of this server's, when given) with a query log, signs in
 * as admin and adds a moderator ('plan-mod').
 */
export async function startListPlanApp(
  target: TestTarget,
  modules: readonly ApiModule[] = API_MODULES,
): Promise<ListPlanApp & { moderatorId: number }> {
  const log: LoggedQuery[] = [];
  const t = await startTestApp(target, { queryLog: (event) => event.level === 'query' && log.push(event.query), modules });
  const admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  const moderatorId = await createUser(t.app, {
    username: 'plan-mod',
    password: 'moderator-pw-1',
    type: 'moderator',
    roles: ['moderator'],
  });
  const routes = () => listRoutes(t.app).filter((r) => r.method === 'POST');
  return {
    t,
    admin,
    moderatorId,
    async listQueries(url, body) {
      await t.app.db
        .updateTable('list_versions')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .execute();
      log.length = 0;
      const { body: envelope } = await t.post(url, body, admin);
      return { code: envelope.code, queries: log.filter((q) => /^\s*(with|select)/i.test(q.sql) && !/"auth_sessions"/.test(q.sql)) };
    },
    lists: (options = {}) =>
      routes()
        .filter((r) => (options.allOnly ? /\/list$/ : /\/(list|myList)$/).test(r.url))
        .map((r) => r.url),
    bodiesOf: (url) => filterBodies(routes().find((r) => r.url === url)?.body),
    smallTables: smallTablesOf(modules),
  };
}

/**
 * Adds three projects with a session each, then, for every list route answering at least 3 rows, counts
 * the queries of a page of 1 and of a page of 20: a list that runs a query per row shows more for 20.
 * Returns each checked list with both counts.
 */
export async function queriesPerPage(run: ListPlanApp & { moderatorId: number }): Promise<{ url: string; one: number; many: number }[]> {
  const { t, admin, moderatorId } = run;
  for (const code of ['NP-1', 'NP-2', 'NP-3']) {
    const project = {
      name: `Plan ${code}`,
      code,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      moderatorIds: [moderatorId],
      memberIds: [moderatorId],
    };
    const id = (await t.post<{ id: number }>('/api/admin/project/add', project, admin)).body.result.id;
    await t.post(
      '/api/admin/session/add',
      {
        projectId: id,
        title: code,
        kind: 'interview',
        startAt: '2026-03-02T09:00:00Z',
        endAt: '2026-03-02T10:00:00Z',
        timeZone: 'UTC',
        capacity: 3,
      },
      admin,
    );
  }
  const counts: { url: string; one: number; many: number }[] = [];
  for (const url of run.lists({ allOnly: true })) {
    const { body } = await t.post<{ total?: number }>(url, {}, admin);
    if (body.code !== 200 || (body.result.total ?? 0) < 3) continue;
    const one = await run.listQueries(url, { current: 1, pageSize: 1 });
    const many = await run.listQueries(url, { current: 1, pageSize: 20 });
    counts.push({ url, one: one.queries.length, many: many.queries.length });
  }
  return counts;
}

/**
 * Sends every body of every list route, asks `costlySteps` for the costly steps of each query it ran, and
 * returns one line per query with costly steps that no `accepted` entry covers (route, body, steps, SQL).
 * Refused samples (a code other than 200, e.g. a required field) are skipped: the other bodies cover them.
 */
export async function unacceptedFindings(
  run: ListPlanApp,
  costlySteps: (query: LoggedQuery) => Promise<string[]>,
  accepted: readonly AcceptedFinding[],
): Promise<string[]> {
  const findings: string[] = [];
  for (const url of run.lists()) {
    for (const body of run.bodiesOf(url)) {
      const { code, queries } = await run.listQueries(url, body);
      if (code !== 200) continue;
      for (const query of queries) {
        const steps = await costlySteps(query);
        // Enough of the statement to tell its parts apart: a page's walk is wrapped in its numbering (db/bounded-total.ts).
        const finding = `${JSON.stringify(body)}: ${steps.join('; ')} in ${query.sql.slice(0, 400)}`;
        if (steps.length && !accepted.some((a) => a.url.test(url) && a.finding.test(finding))) findings.push(`${url} ${finding}`);
      }
    }
  }
  return findings;
}
