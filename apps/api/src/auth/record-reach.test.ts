// The review's findings on records reached outside the project routes: a moderator of project A must not
// reach project B's files, where-used entries, people or figures; an admin-type account with a narrow role
// sees what its permissions allow, not everything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardOverview } from '../modules/dashboard/schemas.js';
import type { ProjectUserOption } from '../modules/project/schemas.js';
import { insertFile, insertSession } from '../modules/question/test-fixtures.js';
import type { QuestionUsage } from '../modules/question/schemas.js';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../testing/test-app.js';

describe.each(testTargets())('what a moderator reaches on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let modA: string;
  let ids: { modA: number; modB: number; clientA: number; clientB: number; question: number; privateFile: number; libraryFile: number };

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    const user = (username: string, type: 'moderator' | 'client') =>
      createUser(t.app, { username, password: `${username}-long-password`, type, roles: [type] });
    const [modAId, modB, clientA, clientB] = [
      await user('mod.a', 'moderator'),
      await user('mod.b', 'moderator'),
      await user('client.a', 'client'),
      await user('client.b', 'client'),
    ];
    const a = await insertSession(t.app, {
      startAt: '2030-01-02T09:00:00.000Z',
      title: 'A session',
      moderatorId: modAId,
      clientId: clientA,
    });
    await t.app.db.insertInto('project_moderators').values({ project_id: a.projectId, user_id: modAId }).execute();
    const b = await insertSession(t.app, {
      startAt: '2030-01-03T09:00:00.000Z',
      title: 'B secret session',
      moderatorId: modB,
      clientId: clientB,
    });
    await t.app.db.insertInto('project_moderators').values({ project_id: b.projectId, user_id: modB }).execute();
    const question = (await t.post<{ id: number }>('/api/admin/question/add', { text: 'How do you brew?', type: 'open_text' }, admin)).body
      .result.id;
    expect((await t.post('/api/admin/session/guide/set', { sessionId: b.sessionId, questionIds: [question] }, admin)).status).toBe(200);
    const privateFile = await insertFile(t.app, 'client-b-contract.png');
    const libraryFile = await insertFile(t.app, 'library-image.png');
    await t.app.db
      .insertInto('file_usages')
      .values({ file_id: libraryFile, owner_kind: 'pictureIt', owner_id: '1', created_at: new Date().toISOString() })
      .execute();
    ids = { modA: modAId, modB, clientA, clientB, question, privateFile, libraryFile };
    modA = await t.login('mod.a', 'mod.a-long-password');
  });
  afterAll(() => t.close());

  it('downloads only Picture It library images and its own uploads, not any file by id', async () => {
    const get = (id: number, token: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin/file/download/${id}`, headers: { authorization: `Bearer ${token}` } });
    expect((await get(ids.privateFile, modA)).statusCode).toBe(404);
    expect((await get(ids.libraryFile, modA)).statusCode).toBe(200);
    expect((await get(ids.privateFile, admin)).statusCode).toBe(200);
  });

  it("does not learn other clients' projects and sessions from where-used", async () => {
    const asAdmin = await t.post<QuestionUsage[]>('/api/admin/question/whereUsed', { id: ids.question }, admin);
    expect(asAdmin.body.result.map((u) => u.sessionTitle)).toEqual(['B secret session']);
    expect((await t.post<QuestionUsage[]>('/api/admin/question/whereUsed', { id: ids.question }, modA)).body.result).toEqual([]);
  });

  it('picks people only from its own projects', async () => {
    const options = (await t.post<ProjectUserOption[]>('/api/admin/project/userOptions', {}, modA)).body.result
      .map((o) => o.username)
      .sort();
    expect(options).toEqual(['client.a', 'mod.a']);
    const all = (await t.post<ProjectUserOption[]>('/api/admin/project/userOptions', {}, admin)).body.result.map((o) => o.username);
    expect(all).toEqual(expect.arrayContaining(['admin', 'client.b', 'mod.b']));
    const picked = async (keyword: string) =>
      (await t.post<ProjectUserOption[]>('/api/admin/project/userOptions', { keyword }, admin)).body.result.map((o) => o.username);
    expect(await picked('MOD.')).toEqual(expect.arrayContaining(['mod.a', 'mod.b']));
    // A keyword's wildcards match themselves: "_" is no single-character wildcard, "%" matches no name.
    expect(await picked('mod_')).toEqual([]);
    expect(await picked('%')).toEqual([]);
  });

  it('gives an admin-type account with a narrow role its own figures, not everything', async () => {
    await createUser(t.app, { username: 'narrow.admin', password: 'narrow-admin-password', type: 'admin', roles: ['client'] });
    const narrow = await t.login('narrow.admin', 'narrow-admin-password');
    const overview = (await t.post<DashboardOverview>('/api/admin/dashboard/overview', undefined, narrow)).body.result;
    expect(overview).toMatchObject({ scope: 'mine', sessionsThisWeek: 0, participants: 0, staffByType: [] });
    expect((await t.post<DashboardOverview>('/api/admin/dashboard/overview', undefined, admin)).body.result.scope).toBe('all');
  });
});
