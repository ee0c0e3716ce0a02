// Issue 8: every list filter and sort is backed by an index, and no list runs a query per row. For each
// list route of the real app, one request per filter (each value of an enum) and per sort is sent on
// SQLite; every query it runs is explained, and a full scan of a table or a sort of the matching set
// fails the test, unless the list is one that stays small by nature (listed below with why).
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../testing/test-app.js';
import { listRoutes } from './route-registry.js';

interface LoggedQuery { sql: string; parameters: readonly unknown[] }
interface BodySchema { properties?: Record<string, { type?: string | string[]; enum?: unknown[]; maximum?: number }> }

/**
 * Tables that stay small whatever the business grows to, so scanning or sorting them is fine: access
 * control, dictionaries and agreements (tens to hundreds of rows), staff accounts and their roles (hundreds
 * to a few thousand), the question bank and Picture It sets (curated by staff: hundreds to thousands).
 */
const SMALL_TABLES = [
  'roles', 'permissions', 'role_permissions', 'dicts', 'dict_items', 'agreements', 'list_versions', 'access_version',
  'users', 'user_roles', 'questions', 'question_tags', 'picture_it_sets', 'picture_it_items',
];
/**
 * Findings accepted on purpose (route, what the finding says) and why. KNOWN GAP entries are work left
 * (issue 8's note); the others are by design.
 */
const ACCEPTED: readonly { url: RegExp; finding: RegExp; why: string }[] = [
  { url: /\/project\/(list|myList)$/, finding: /keyword.*TEMP B-TREE/, why: 'the FTS plan sorts the keyword matches; keywordPlan picks it only when matches are few' },
  { url: /\/project\/(list|myList)$/, finding: /clientId.*TEMP B-TREE/, why: "one client's projects (tens): the filter bounds the sort" },
  { url: /\/(project|session)\/myList$/, finding: /^(?!.*SCAN ).*TEMP B-TREE/s, why: "the caller's own records (tens to hundreds), found by key and then sorted" },
  { url: /\/(audit|file|verifyCode)\/list$/, finding: /count/, why: 'the exact total is counted once per filter and kept until the table changes (migrations 076, 077)' },
];
/** Body properties that are not filters. */
const NOT_FILTERS = new Set(['current', 'pageSize']);

/** Sample values of a filter: each enum value, a number, a date for date-like names, else a 3-letter word. */
function samples(name: string, schema: { type?: string | string[]; enum?: unknown[] }): unknown[] {
  if (schema.enum) return schema.enum.filter((v) => v !== null);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return [1];
  if (type === 'boolean') return [true];
  if (type === 'array') return [];
  if (/date|from$|to$|at$/i.test(name)) return ['2026-01-01'];
  return ['abc'];
}

/**
 * Plan lines that mean a query reads a whole big table or sorts what it matched: a scan without an index,
 * a sort in a temporary b-tree, or a count that walks a whole index (a count must be capped by a LIMIT).
 * Plans name tables by their alias; the SQL maps aliases back.
 */
function costlySteps(plan: string[], query: string): string[] {
  const tableOf = new Map([...query.matchAll(/"(\w+)" as "(\w+)"/g)].map((m) => [m[2] as string, m[1] as string]));
  const small = (name: string) => SMALL_TABLES.includes(tableOf.get(name) ?? name);
  const tables = plan.flatMap((line) => /^(?:SCAN|SEARCH) (\w+)/.exec(line)?.[1] ?? []);
  const count = /count\(/i.test(query) && !/ limit /i.test(query);
  return plan.filter((line) => {
    if (/USE TEMP B-TREE FOR (ORDER BY|LAST TERM)/.test(line)) return !tables.every(small);
    const scan = /^SCAN (\w+)( USING (COVERING )?INDEX)?/.exec(line);
    if (!scan || small(scan[1] as string) || /^SCAN (CONSTANT ROW|json_each|matches|projects_search)/.test(line)) return false;
    return !scan[2] || count;
  });
}

describe.each(testTargets().filter((target) => target.name === 'sqlite'))('list query plans on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let moderatorId: number;
  const queries: LoggedQuery[] = [];

  beforeAll(async () => {
    t = await startTestApp(target, { queryLog: (event) => event.level === 'query' && queries.push(event.query) });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    moderatorId = await createUser(t.app, { username: 'plan-mod', password: 'moderator-pw-1', type: 'moderator', roles: ['moderator'] });
  });
  afterAll(() => t.close());

  /** Queries run by one request that are about the list (not the sign-in check), with no kept answer to serve it. */
  async function listQueries(url: string, body: Record<string, unknown>): Promise<{ code: number; queries: LoggedQuery[] }> {
    await t.app.db.updateTable('list_versions').set((eb) => ({ version: eb('version', '+', 1) })).execute();
    queries.length = 0;
    const { body: envelope } = await t.post(url, body, admin);
    return { code: envelope.code, queries: queries.filter((q) => /^\s*(with|select)/i.test(q.sql) && !/"auth_sessions"/.test(q.sql)) };
  }

  async function plan(query: LoggedQuery): Promise<string[]> {
    const explained = await t.app.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    return explained.rows.map((r) => r.detail);
  }

  it('runs as many queries for a page of 20 rows as for a page of 1 (no query per row)', async () => {
    for (const code of ['NP-1', 'NP-2', 'NP-3']) {
      const project = { name: `Plan ${code}`, code, startDate: '2026-03-01', endDate: '2026-03-31', moderatorIds: [moderatorId], memberIds: [moderatorId] };
      const id = (await t.post<{ id: number }>('/api/admin/project/add', project, admin)).body.result.id;
      await t.post('/api/admin/session/add', {
        projectId: id, title: code, kind: 'interview', startAt: '2026-03-02T09:00:00Z', endAt: '2026-03-02T10:00:00Z', timeZone: 'UTC', capacity: 3,
      }, admin);
    }
    const lists = listRoutes(t.app).filter((r) => r.method === 'POST' && /\/list$/.test(r.url));
    const checked: string[] = [];
    for (const route of lists) {
      const { body } = await t.post<{ total?: number }>(route.url, {}, admin);
      if (body.code !== 200 || (body.result.total ?? 0) < 3) continue;
      const one = await listQueries(route.url, { current: 1, pageSize: 1 });
      const many = await listQueries(route.url, { current: 1, pageSize: 20 });
      expect({ url: route.url, queries: many.queries.length }).toEqual({ url: route.url, queries: one.queries.length });
      checked.push(route.url);
    }
    expect(checked).toEqual(expect.arrayContaining(['/api/admin/project/list', '/api/admin/audit/list', '/api/admin/role/list', '/api/admin/dict/list']));
  });

  it('backs every filter and sort of every list with an index', async () => {
    const lists = listRoutes(t.app).filter((r) => r.method === 'POST' && /\/(list|myList)$/.test(r.url));
    expect(lists.length).toBeGreaterThan(10);
    const findings: string[] = [];
    for (const route of lists) {
      const properties = (route.body as BodySchema | undefined)?.properties ?? {};
      const bodies: Record<string, unknown>[] = [{}];
      for (const [name, schema] of Object.entries(properties)) {
        if (NOT_FILTERS.has(name)) continue;
        for (const value of samples(name, schema)) bodies.push({ [name]: value });
      }
      for (const body of bodies) {
        const { code, queries: run } = await listQueries(route.url, body);
        if (code !== 200) continue; // a sample the route refuses (e.g. a required field); the others cover it
        for (const query of run) {
          const steps = costlySteps(await plan(query), query.sql);
          const finding = `${JSON.stringify(body)}: ${steps.join('; ')} in ${query.sql.slice(0, 160)}`;
          if (steps.length && !ACCEPTED.some((a) => a.url.test(route.url) && a.finding.test(finding))) findings.push(`${route.url} ${finding}`);
        }
      }
    }
    expect(findings).toEqual([]);
  });
});
