// The table of who sees what (auth/record-scope.ts), checked two ways on both engines: the rule itself, and what
// the scoped routes a moderator or client uses answer (My Projects, My Sessions, the minutes' session picker,
// the dashboard's figures).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardOverview } from '../modules/dashboard/schemas.js';
import { insertSession } from '../modules/question/test-fixtures.js';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, testTargets, type TestApp } from '../testing/test-app.js';
import { projectIdsInScope, sessionIdsInScope } from './record-scope.js';

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
