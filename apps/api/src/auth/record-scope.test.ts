// The table of who sees what (auth/record-scope.ts), checked two ways on both engines: the rule itself, and what
// the scoped routes a moderator or client uses answer (My Projects, My Sessions, the minutes' session picker,
// the dashboard's figures).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardOverview } from '../modules/dashboard/schemas.js';
import { insertSession } from '../modules/question/test-fixtures.js';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, testTargets, type TestApp } from '../testing/test-app.js';
import { projectIdsInScope, sessionIdsByStartInScope, sessionIdsInScope } from './record-scope.js';

/** Who, and the projects and sessions (by title) they see. */
const TABLE = {
  client: { projects: ['P1'], sessions: ['s1'] },
  projectModerator: { projects: ['P1'], sessions: ['s1'] },
  member: { projects: ['P2'], sessions: ['s2'] },
  sessionModerator: { projects: [], sessions: ['s3'] },
  outsider: { projects: [], sessions: [] },
} as const;
type Who = keyof typeof TABLE;

describe.each(testTargets())('who sees which projects and sessions, on $name', (target) => {
  let t: TestApp;
  const ids: Record<Who, number> = { client: 0, projectModerator: 0, member: 0, sessionModerator: 0, outsider: 0 };
  const names = new Map<number, string>();

  beforeAll(async () => {
    t = await startTestApp(target);
    for (const who of Object.keys(TABLE) as Who[]) {
      const type = who === 'client' ? 'client' : 'moderator';
      ids[who] = await createUser(t.app, { username: `scope.${who.toLowerCase()}`, password: `${who}-long-password`, type, roles: [type] });
    }
    const s1 = await insertSession(t.app, { startAt: '2030-01-02T09:00:00.000Z', title: 's1', clientId: ids.client });
    await t.app.db.insertInto('project_moderators').values({ project_id: s1.projectId, user_id: ids.projectModerator }).execute();
    const s2 = await insertSession(t.app, { startAt: '2030-01-03T09:00:00.000Z', title: 's2' });
    await t.app.db.insertInto('project_members').values({ project_id: s2.projectId, user_id: ids.member }).execute();
    const s3 = await insertSession(t.app, { startAt: '2030-01-04T09:00:00.000Z', title: 's3', moderatorId: ids.sessionModerator });
    names.set(s1.projectId, 'P1').set(s2.projectId, 'P2').set(s3.projectId, 'P3');
    for (const s of [s1, s2, s3])
      await t.app.db
        .updateTable('projects')
        .set({ name: names.get(s.projectId)! })
        .where('id', '=', s.projectId)
        .execute();
  });
  afterAll(() => t.close());

  it.each(Object.keys(TABLE) as Who[])('the rule gives %s its row of the table', async (who) => {
    const scope = { userId: ids[who] };
    const projects = await t.app.db
      .selectFrom('projects')
      .select('name')
      .where('id', 'in', (eb) => projectIdsInScope(eb as never, scope))
      .orderBy('name')
      .execute();
    const sessions = await t.app.db
      .selectFrom('project_sessions')
      .select('title')
      .where('id', 'in', (eb) => sessionIdsInScope(eb as never, scope))
      .orderBy('title')
      .execute();
    expect({ projects: projects.map((p) => p.name), sessions: sessions.map((s) => s.title) }).toEqual(TABLE[who]);
  });

  it.each(Object.keys(TABLE) as Who[])('the sessions %s lists by start are the same, each once', async (who) => {
    const rows = await sessionIdsByStartInScope(t.app.db, { userId: ids[who] }, 'asc').execute();
    const found = rows.map((r) => r.id);
    const titles = found.length ? await t.app.db.selectFrom('project_sessions').select('title').where('id', 'in', found).execute() : [];
    expect({ rows: rows.length, titles: titles.map((s) => s.title).sort() }).toEqual({
      rows: TABLE[who].sessions.length,
      titles: TABLE[who].sessions,
    });
  });

  it("pages a moderator's sessions across projects by start, each once, with their total", async () => {
    const both = await createUser(t.app, {
      username: 'scope.both',
      password: 'both-long-password',
      type: 'moderator',
      roles: ['moderator'],
    });
    const other = await createUser(t.app, {
      username: 'scope.other',
      password: 'other-long-password',
      type: 'moderator',
      roles: ['moderator'],
    });
    // Moderates a session of a project of theirs (in both halves of the rule), another project's session, and
    // has two more sessions through the project that they moderate no session of.
    const own = await insertSession(t.app, { startAt: '2031-03-01T09:00:00.000Z', title: 'm3', moderatorId: both });
    await t.app.db.insertInto('project_moderators').values({ project_id: own.projectId, user_id: both }).execute();
    await insertSession(t.app, { startAt: '2031-01-01T09:00:00.000Z', title: 'm1', projectId: own.projectId });
    await insertSession(t.app, { startAt: '2031-04-01T09:00:00.000Z', title: 'm4', projectId: own.projectId, moderatorId: other });
    await insertSession(t.app, { startAt: '2031-02-01T09:00:00.000Z', title: 'm2', moderatorId: both });
    const token = await t.login('scope.both', 'both-long-password');
    const page = async (body: Record<string, unknown>) =>
      (await t.post<{ list: { title: string }[]; total: number; totalCapped: boolean }>('/api/admin/session/myList', body, token)).body
        .result;
    const all = await page({ current: 1, pageSize: 10 });
    expect(all).toMatchObject({ total: 4, totalCapped: false });
    expect(all.list.map((s) => s.title)).toEqual(['m1', 'm2', 'm3', 'm4']);
    const second = await page({ current: 2, pageSize: 1, sortOrder: 'descend' });
    expect({ titles: second.list.map((s) => s.title), total: second.total }).toEqual({ titles: ['m3'], total: 4 });
    expect(await page({ current: 3, pageSize: 2 })).toMatchObject({ list: [], total: 4 });
  });

  it.each(Object.keys(TABLE) as Who[])('the routes %s uses show the same', async (who) => {
    const token = await t.login(`scope.${who.toLowerCase()}`, `${who}-long-password`);
    const page = { current: 1, pageSize: 50 };
    const myProjects = await t.post<{ list: { name: string }[] }>('/api/admin/project/myList', page, token);
    const mySessions = await t.post<{ list: { title: string }[] }>('/api/admin/session/myList', page, token);
    const overview = await t.post<DashboardOverview>('/api/admin/dashboard/overview', {}, token);
    const row = TABLE[who];
    expect(myProjects.body.result.list.map((p) => p.name).sort()).toEqual(row.projects);
    expect(mySessions.body.result.list.map((s) => s.title).sort()).toEqual(row.sessions);
    expect(overview.status).toBe(200);
    expect(overview.body.result.projectsByStatus.reduce((sum, c) => sum + c.count, 0)).toBe(row.projects.length);
    expect(overview.body.result.upcoming.map((s) => s.title).sort()).toEqual(row.sessions);
  });
});
