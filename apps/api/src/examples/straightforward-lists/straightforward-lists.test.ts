// The benchmark's premise (bench/straightforward.mjs, issue 41): each straightforward route answers what the real
// list answers, the same total (exact or capped) and the same first page, so that timing one against the other
// compares two ways of reading the same answer. Run on the sample data set, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MODULES } from '../../modules/index.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import { straightforwardListsModule } from './module.js';

interface Answer {
  list: Record<string, unknown>[];
  total: number;
  totalCapped: boolean;
}

describe.each(testTargets())('the straightforward lists on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const answer = async (path: string, body: object) => {
    const { status, body: envelope } = await t.post<Answer>(`/api/admin/${path}`, { current: 1, pageSize: 5, ...body }, admin);
    expect({ path, body, status }).toEqual({ path, body, status: 200 });
    return envelope.result;
  };
  /** The real list's and the straightforward route's total, capped or not, and ids of the first page, side by side. */
  const both = async (path: string, body: object, idOf: (item: Record<string, unknown>) => unknown = (item) => item.id) => {
    const [real, plain] = [await answer(path, body), await answer(`straightforward/${path}`, body)];
    const seen = (a: Answer) => ({ total: a.total, totalCapped: a.totalCapped, ids: a.list.map(idOf) });
    expect({ path, body, ...seen(plain) }).toEqual({ path, body, ...seen(real) });
    return real;
  };
  const keywordOf = (text: unknown) => String(text).slice(1, 4);

  beforeAll(async () => {
    t = await startTestApp(target, { modules: [...API_MODULES, straightforwardListsModule] });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    expect((await t.post('/api/admin/sampleData/load', {}, admin)).status).toBe(200);
  });
  afterAll(() => t.close());

  it('answers the project list: the same total and first page for its filters and sorts', async () => {
    const all = await both('project/list', {});
    expect(all.total).toBeGreaterThan(5);
    await both('project/list', { keyword: keywordOf(all.list[0]?.name) });
    await both('project/list', { status: 'active' });
    await both('project/list', { sortField: 'name', sortOrder: 'ascend' });
    await both('project/list', { dateFrom: '2026-01-01', current: 2 });
  });

  it("answers one project's sessions, either order and past the first page", async () => {
    const busiest = await t.app.db
      .selectFrom('project_sessions')
      .select((eb) => ['project_id', eb.fn.countAll().as('n')])
      .groupBy('project_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    const sessions = await both('session/list', { projectId: busiest.project_id, pageSize: 2 });
    expect(sessions.total).toBeGreaterThan(2);
    await both('session/list', { projectId: busiest.project_id, pageSize: 2, sortOrder: 'descend' });
    await both('session/list', { projectId: busiest.project_id, pageSize: 1, current: 2 });
  });

  it('answers the audit log and the file list for their filters', async () => {
    const audit = await both('audit/list', {});
    expect(audit.total).toBeGreaterThan(5);
    await both('audit/list', { action: audit.list[0]?.action });
    await both('audit/list', { outcome: 'success', current: 2 });
    const files = await both('file/list', {});
    expect(files.total).toBeGreaterThan(5);
    await both('file/list', { keyword: keywordOf(files.list[0]?.cleanName) });
    await both('file/list', { mime: 'image' });
  });

  it('answers the staff list for its filters and sorts', async () => {
    const userId = (item: Record<string, unknown>) => item.userId ?? item.id;
    const staff = await both('user/list', {}, userId);
    expect(staff.total).toBeGreaterThan(5);
    await both('user/list', { keyword: keywordOf(staff.list[0]?.username) }, userId);
    await both('user/list', { type: 'moderator', sortField: 'username', sortOrder: 'asc' }, userId);
    await both('user/list', { status: 'enabled', sortField: 'realName' }, userId);
  });
});
