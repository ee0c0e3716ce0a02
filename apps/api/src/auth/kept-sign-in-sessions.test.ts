// Where the server is its database's only writer (SQLite), a repeated request finds its session in
// memory and, when its list answer is kept too, runs no query at all. Any write (here: through the
// server's routes and straight to the database) must make the very next request read the session again.
import type { LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, testTargets, TEST_ADMIN_PASSWORD, type TestApp } from '../testing/test-app.js';

describe.each(testTargets())('sessions kept between writes on $name', (target) => {
  let t: TestApp;
  let userId: number;
  const queries: string[] = [];
  const password = 'kept-session-pw-1';
  const list = (token: string) => t.post('/api/admin/project/list', { current: 1, pageSize: 5 }, token);
  /** The SQL a call ran. */
  const queriesOf = async <T>(call: () => Promise<T>): Promise<{ result: T; sql: string[] }> => {
    queries.length = 0;
    const result = await call();
    return { result, sql: [...queries] };
  };

  beforeAll(async () => {
    t = await startTestApp(target, { queryLog: (event: LogEvent) => void queries.push(event.query.sql) });
    userId = await createUser(t.app, { username: 'kept', password, roles: ['admin'] });
  });
  afterAll(() => t.close());

  it('answers a repeated request without reading the session again until something is written', async () => {
    const token = await t.login('kept', password);
    expect((await list(token)).body.code).toBe(200);
    const repeat = await queriesOf(() => list(token));
    expect(repeat.result.body.code).toBe(200);
    // SQLite: nothing at all. PostgreSQL, shared with other servers: the session and versions, once.
    expect(repeat.sql, repeat.sql.join('\n')).toHaveLength(target.name === 'sqlite' ? 0 : 1);

    await t.app.db.insertInto('audit_log').values({ at: new Date().toISOString(), action: 'unrelated', outcome: 'success' }).execute();
    const afterWrite = await queriesOf(() => list(token));
    expect(afterWrite.result.body.code).toBe(200);
    expect(afterWrite.sql.filter((sql) => sql.includes('auth_sessions'))).toHaveLength(1);

    // A new project: the page and its total are computed afresh, with the versions read with the session.
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('projects')
      .values({
        name: 'Kept',
        code: 'KS-1',
        status: 'draft',
        start_date: '2026-01-01',
        end_date: '2026-02-01',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const afterProject = await queriesOf(() => list(token));
    expect(afterProject.result.body.code).toBe(200);
    expect(afterProject.sql.some((sql) => sql.includes('"projects"'))).toBe(true);
    expect(afterProject.sql.filter((sql) => sql.includes('list_versions'))).toHaveLength(1);
  });

  it('refuses a kept session at once after logout, after an admin ends it, and after the user is disabled', async () => {
    const loggedOut = await t.login('kept', password);
    expect((await list(loggedOut)).body.code).toBe(200);
    expect((await list(loggedOut)).body.code).toBe(200);
    expect((await t.post('/api/admin/land/logout', undefined, loggedOut)).body.code).toBe(200);
    expect((await list(loggedOut)).body.code).toBe(50008);

    const ended = await t.login('kept', password);
    expect((await list(ended)).body.code).toBe(200);
    const admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    const sessions = await t.post<{ list: { id: number; username: string }[] }>('/api/admin/authSession/list', { username: 'kept' }, admin);
    const open = sessions.body.result.list.filter((session) => session.username === 'kept');
    expect(open.length).toBeGreaterThan(0);
    for (const session of open) expect((await t.post('/api/admin/authSession/end', { id: session.id }, admin)).body.code).toBe(200);
    expect((await list(ended)).body.code).toBe(50012);

    const disabled = await t.login('kept', password);
    expect((await list(disabled)).body.code).toBe(200);
    await t.app.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', userId).execute();
    expect((await list(disabled)).body.code).toBe(50012);
  });
});
