// Who sees which projects and sessions, as each kind of caller notices it through the routes they use, on both
// engines: one row per caller of the table below. The scope rule (record-scope-rule.ts) decides the scoped rows
// twice, as the predicate of My Projects and as session_viewers (My Sessions across projects), so a row that
// passed one and not the other fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSession } from '../modules/question/test-fixtures.js';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, testTargets, TEST_ADMIN_PASSWORD, type TestApp } from '../testing/test-app.js';

/**
 * Who calls, how (`list`: the full lists their operations allow; `my`: their own), and the titles they see. The
 * custom role grants only project:list and session:list; a client without any role still sees their own project.
 */
const TABLE = [
  { who: 'admin', calls: 'list', projects: ['P-on', 'P-other'], sessions: { 'P-on': ['s-on'], 'P-other': ['s-other'] } },
  { who: 'moderatorOnProject', calls: 'my', projects: ['P-on'], sessions: ['s-on'] },
  { who: 'moderatorOffProject', calls: 'my', projects: [], sessions: [] },
  { who: 'sessionModerator', calls: 'my', projects: [], sessions: ['s-other'] },
  { who: 'clientMember', calls: 'my', projects: ['P-on'], sessions: ['s-on'] },
  { who: 'clientNonMember', calls: 'my', projects: [], sessions: [] },
  { who: 'customRole', calls: 'list', projects: ['P-on', 'P-other'], sessions: { 'P-on': ['s-on'], 'P-other': ['s-other'] } },
  { who: 'clientWithoutRole', calls: 'my', projects: ['P-other'], sessions: ['s-other'] },
] as const;
type Who = (typeof TABLE)[number]['who'];

describe.each(testTargets())('who sees what, on $name', (target) => {
  let t: TestApp;
  const tokens = new Map<Who, string>();
  const projectIds = new Map<string, number>();

  beforeAll(async () => {
    t = await startTestApp(target);
    const now = new Date().toISOString();
    // A custom role granting the project and session lists (and nothing built in).
    const role = await t.app.db
      .insertInto('roles')
      .values({
        code: 'auditor',
        name: 'Auditor',
        status: 'enabled',
        builtin: 0,
        remark: null,
        name_zh: null,
        remark_zh: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const granted = await t.app.db.selectFrom('permissions').select('id').where('code', 'in', ['project:list', 'session:list']).execute();
    expect(granted).toHaveLength(2);
    await t.app.db
      .insertInto('role_permissions')
      .values(granted.map((p) => ({ role_id: role.id, permission_id: p.id })))
      .execute();
    await t.app.db
      .updateTable('access_version')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .execute();

    const ids = new Map<Who, number>();
    for (const { who } of TABLE) {
      if (who === 'admin') continue;
      const type = who.startsWith('client') ? 'client' : 'moderator';
      const roles = who === 'customRole' || who === 'clientWithoutRole' ? [] : [type];
      ids.set(who, await createUser(t.app, { username: `sees.${who.toLowerCase()}`, password: `${who}-long-password`, type, roles }));
    }
    await t.app.db
      .insertInto('user_roles')
      .values({ user_id: ids.get('customRole')!, role_id: role.id })
      .execute();

    const on = await insertSession(t.app, { startAt: '2030-01-02T09:00:00.000Z', title: 's-on', clientId: ids.get('clientMember')! });
    const other = await insertSession(t.app, {
      startAt: '2030-01-03T09:00:00.000Z',
      title: 's-other',
      moderatorId: ids.get('sessionModerator')!,
      clientId: ids.get('clientWithoutRole')!,
    });
    await t.app.db
      .insertInto('project_moderators')
      .values({ project_id: on.projectId, user_id: ids.get('moderatorOnProject')! })
      .execute();
    for (const [title, projectId] of [
      ['P-on', on.projectId],
      ['P-other', other.projectId],
    ] as const) {
      projectIds.set(title, projectId);
      await t.app.db.updateTable('projects').set({ name: title }).where('id', '=', projectId).execute();
    }
    tokens.set('admin', await t.login('admin', TEST_ADMIN_PASSWORD));
    for (const [who] of ids) tokens.set(who, await t.login(`sees.${who.toLowerCase()}`, `${who}-long-password`));
  });
  afterAll(() => t.close());

  const titles = (list: { name?: string; title?: string }[]) => list.map((row) => row.name ?? row.title).sort();

  it.each(TABLE)('$who ($calls) sees $projects', async (row) => {
    const token = tokens.get(row.who)!;
    const projects = await t.post<{ list: { name: string }[] }>(
      `/api/admin/project/${row.calls === 'list' ? 'list' : 'myList'}`,
      {},
      token,
    );
    expect(projects.body.code).toBe(200);
    expect(titles(projects.body.result.list)).toEqual(row.projects);

    if (row.calls === 'my') {
      const sessions = await t.post<{ list: { title: string }[] }>('/api/admin/session/myList', {}, token);
      expect(sessions.body.code).toBe(200);
      expect(titles(sessions.body.result.list)).toEqual(row.sessions);
    } else {
      for (const [project, expected] of Object.entries(row.sessions)) {
        const sessions = await t.post<{ list: { title: string }[] }>(
          '/api/admin/session/list',
          { projectId: projectIds.get(project) },
          token,
        );
        expect(sessions.body.code).toBe(200);
        expect(titles(sessions.body.result.list)).toEqual(expected);
      }
    }
  });
});
