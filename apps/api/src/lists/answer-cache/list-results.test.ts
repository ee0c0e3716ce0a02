import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedListSources } from '../../modules/collect.js';
import type { ProjectListResult } from '../../modules/project/schemas.js';
import type { SessionListResult } from '../../modules/session/schemas.js';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import { createListResultCache, switchListResultCaches } from './list-results.js';

/** A column of each source table that a no-op update can rewrite in place. */
const REWRITABLE: Record<string, string> = {
  projects: 'name',
  project_moderators: 'user_id',
  project_members: 'user_id',
  project_sessions: 'title',
  session_participants: 'name',
  users: 'username',
  audit_log: 'action',
  files: 'clean_name',
  verify_codes: 'tries',
};
/** Every cached list the modules declare and the tables feeding it; audit_log, files and verify_codes feed none. */
const SOURCES = cachedListSources();

describe.each(testTargets())('list answer cache on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let clientId: number;
  let projectId: number;
  let sessionId: number;

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    clientId = await createUser(t.app, { username: 'cache-client', password: 'client-pw-123', type: 'client', roles: ['client'] });
    const moderatorId = await createUser(t.app, {
      username: 'cache-mod',
      password: 'moderator-pw-1',
      type: 'moderator',
      roles: ['moderator'],
    });
    const project = {
      name: 'Kept',
      code: 'KEPT-1',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      clientId,
      moderatorIds: [moderatorId],
      memberIds: [clientId],
    };
    projectId = (await t.post<{ id: number }>('/api/admin/project/add', project, admin)).body.result.id;
    sessionId = (
      await t.post<{ id: number }>(
        '/api/admin/session/add',
        {
          projectId,
          title: 'Group A',
          kind: 'focus_group',
          startAt: '2026-03-02T09:00:00Z',
          endAt: '2026-03-02T10:30:00Z',
          timeZone: 'UTC',
          capacity: 4,
        },
        admin,
      )
    ).body.result.id;
    expect((await t.post('/api/admin/session/participant/add', { sessionId, name: 'Ann' }, admin)).body.code).toBe(200);
    await t.app.db
      .insertInto('files')
      .values({
        original_name: 'a.txt',
        clean_name: 'a.txt',
        mime: 'text/plain',
        size: 1,
        sha256: 'x',
        data: Buffer.from('a'),
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.app.db
      .insertInto('verify_codes')
      .values({
        phone_number: '+15550100',
        purpose: 'login',
        user_id: null,
        code_salt: 's',
        code_hash: 'h',
        status: 'used',
        tries: 0,
        created_at: new Date().toISOString(),
        expires_at: new Date().toISOString(),
        used_at: null,
      })
      .execute();
  });
  afterAll(() => t.close());

  const versions = async () =>
    Object.fromEntries(
      (await t.app.db.selectFrom('list_versions').select(['name', 'version']).execute()).map((row) => [row.name, Number(row.version)]),
    );

  it('moves exactly the lists a table feeds when any of its rows is written', async () => {
    expect(Object.keys(SOURCES).sort()).toEqual(['project', 'session']);
    expect(Object.keys(await versions()).sort()).toEqual(['project', 'project_names', 'session']);
    for (const [table, column] of Object.entries(REWRITABLE)) {
      const before = await versions();
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.ref(column)}`.execute(t.app.db);
      const after = await versions();
      for (const [list, tables] of Object.entries(SOURCES)) {
        const feeds = tables.includes(table);
        expect({ table, list, moved: after[list]! > before[list]! }).toEqual({ table, list, moved: feeds });
      }
    }
  });

  it('computes an answer once while its list is unchanged, and again after a write', async () => {
    const cache = createListResultCache(t.app.db, 'project');
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.answer('k', compute)).toBe(1);
    expect(await cache.answer('k', compute)).toBe(1);
    expect(await cache.answer('other', compute)).toBe(2);
    await t.post(
      '/api/admin/project/update',
      { id: projectId, name: 'Kept', code: 'KEPT-1', startDate: '2026-03-01', endDate: '2026-04-30', clientId },
      admin,
    );
    expect(await cache.answer('k', compute)).toBe(3);
  });

  it('computes every answer afresh while switched off (LIST_ANSWER_CACHE=off), and keeps them again when on', async () => {
    const cache = createListResultCache(t.app.db, 'project');
    let computed = 0;
    const compute = async () => ++computed;
    switchListResultCaches(t.app.db, false);
    try {
      expect(await cache.answer('k', compute)).toBe(1);
      expect(await cache.answer('k', compute)).toBe(2);
      expect(cache.size).toBe(0);
    } finally {
      switchListResultCaches(t.app.db, true);
    }
    expect(await cache.answer('k', compute)).toBe(3);
    expect(await cache.answer('k', compute)).toBe(3);
  });

  it('shares one computation between concurrent requests, keeps no failure and stays within its size', async () => {
    const cache = createListResultCache(t.app.db, 'session', 2);
    let computed = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++computed), 20));
    expect(await Promise.all([cache.answer('a', slow), cache.answer('a', slow), cache.answer('a', slow)])).toEqual([1, 1, 1]);
    await expect(cache.answer('broken', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.answer('broken', async () => 'recovered')).toBe('recovered');
    await cache.answer('c', slow);
    expect(cache.size).toBe(2);
    expect(await cache.answer('a', slow)).toBe(3);
  });

  it("counts a new audit entry and a removed file in their lists' totals at once", async () => {
    const audit = async () => (await t.post<{ total: number }>('/api/admin/audit/list', {}, admin)).body.result.total;
    const files = async () => (await t.post<{ total: number }>('/api/admin/file/list', {}, admin)).body.result.total;
    const [auditBefore, filesBefore] = [await audit(), await files()];
    expect(await audit()).toBe(auditBefore);
    await t.login('cache-client', 'client-pw-123');
    await t.app.db.deleteFrom('files').execute();
    expect(await audit()).toBeGreaterThan(auditBefore);
    expect(await files()).toBe(filesBefore - 1);
  });

  it('shows a renamed client in the project list and a new participant in the session list at once', async () => {
    const projects = () => t.post<ProjectListResult>('/api/admin/project/list', { keyword: 'kept' }, admin);
    const sessions = () => t.post<SessionListResult>('/api/admin/session/list', { projectId }, admin);
    expect((await projects()).body.result.list[0]?.client?.name).toBe('cache-client');
    expect((await sessions()).body.result.list[0]?.participantCount).toBe(1);
    expect((await t.post('/api/admin/user/update', { userId: clientId, realName: 'Clara Client' }, admin)).body.code).toBe(200);
    expect((await t.post('/api/admin/session/participant/add', { sessionId, name: 'Bob' }, admin)).body.code).toBe(200);
    expect((await projects()).body.result.list[0]?.client?.name).toBe('Clara Client');
    expect((await sessions()).body.result.list[0]?.participantCount).toBe(2);
  });
});
