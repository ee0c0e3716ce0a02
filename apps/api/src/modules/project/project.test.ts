import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import { csvCell } from '../../resources/table-files.js';
import type { ProjectItem, ProjectListResult } from './schemas.js';
import { CLIENT_MEMBER_RULE } from './writes.js';

describe('csvCell', () => {
  it('neutralises formulas and quotes separators', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(7)).toBe('7');
  });
});

describe.each(testTargets())('projects on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let mod: string;
  let cli: string;
  let modId: number;
  let mod2Id: number;
  let clientId: number;
  const project = (over: Record<string, unknown> = {}) => ({
    name: 'Coffee habits',
    code: 'COF-1',
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    ...over,
  });

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    modId = await createUser(t.app, { username: 'mod1', password: 'moderator-pw-1', type: 'moderator', roles: ['moderator'] });
    mod2Id = await createUser(t.app, { username: 'mod2', password: 'moderator-pw-2', type: 'moderator', roles: ['moderator'] });
    clientId = await createUser(t.app, { username: 'cli1', password: 'client-pw-123', type: 'client', roles: ['client'] });
    mod = await t.login('mod1', 'moderator-pw-1');
    cli = await t.login('cli1', 'client-pw-123');
  });
  afterAll(() => t.close());

  const add = async (body: Record<string, unknown>, token = admin) => t.post<{ id: number }>('/api/admin/project/add', body, token);

  it('creates a project with client, moderators and members, and answers its detail', async () => {
    const { body } = await add(project({ clientId, moderatorIds: [modId], memberIds: [mod2Id], description: 'Mornings' }));
    expect(body.code).toBe(200);
    const detail = await t.post<ProjectItem>('/api/admin/project/detail', { id: body.result.id }, admin);
    expect(detail.body.result).toMatchObject({
      name: 'Coffee habits',
      code: 'COF-1',
      status: 'draft',
      client: { id: clientId, name: 'cli1' },
      moderators: [{ id: modId, name: 'mod1' }],
      members: [{ id: mod2Id, name: 'mod2' }],
      sessionCount: 0,
      description: 'Mornings',
    });
    const audit = await t.app.db.selectFrom('audit_log').select('action').where('action', '=', 'project.add').execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = await t.app.db.selectFrom('projects').select('id').execute();
    const cases: [Record<string, unknown>, string][] = [
      [project({ code: 'X2', endDate: '2026-02-01' }), 'endDate'],
      [project({ code: 'X3', startDate: '2026-02-30' }), 'startDate'],
      [project({ code: 'X4', clientId: modId }), 'clientId'],
      [project({ code: 'X5', moderatorIds: [clientId] }), 'moderatorIds'],
      [project({ code: 'bad code' }), 'code'],
      [{ ...project({ code: 'X6' }), name: '' }, 'name'],
    ];
    for (const [input, field] of cases) {
      const { status, body } = await add(input);
      expect({ field, status, result: body.result }).toEqual({ field, status: 400, result: { field } });
    }
    expect((await add(project())).body.code).toBe(409);
    expect(await t.app.db.selectFrom('projects').select('id').execute()).toEqual(before);
  });

  it('lists with filters, sorting and pagination, with moderators on each row', async () => {
    for (let i = 0; i < 5; i += 1) {
      await add(
        project({
          name: `Tea ${i}`,
          code: `TEA-${i}`,
          startDate: `2026-0${i + 4}-01`,
          endDate: `2026-0${i + 4}-20`,
          moderatorIds: [modId],
          status: 'active',
        }),
      );
    }
    const list = (body: Record<string, unknown>) => t.post<ProjectListResult>('/api/admin/project/list', body, admin);
    const tea = await list({ keyword: 'tea', sortField: 'startDate', sortOrder: 'descend', current: 2, pageSize: 2 });
    expect(tea.body.result).toMatchObject({ total: 5, current: 2, pageSize: 2 });
    expect(tea.body.result.list.map((p) => p.code)).toEqual(['TEA-2', 'TEA-1']);
    expect(tea.body.result.list[0]?.moderators).toEqual([{ id: modId, name: 'mod1' }]);
    expect((await list({ status: 'draft' })).body.result.list.map((p) => p.code)).toEqual(['COF-1']);
    expect((await list({ clientId })).body.result.total).toBe(1);
    expect((await list({ dateFrom: '2026-06-05', dateTo: '2026-07-10' })).body.result.list.map((p) => p.code).sort()).toEqual([
      'TEA-2',
      'TEA-3',
    ]);
    expect((await list({ keyword: '%' })).body.result.total).toBe(0);
    expect((await list({ pageSize: 101 })).status).toBe(400);
  });

  it('follows the state rules: close, archive only closed, read-only after closing', async () => {
    const { result } = (await add(project({ code: 'LIFE-1' }))).body;
    const call = (action: string, body: unknown = { id: result.id }) => t.post(`/api/admin/project/${action}`, body, admin);
    expect((await call('archive')).body).toMatchObject({ code: 409, message: 'Only a closed project can be archived' });
    expect((await call('close')).body.code).toBe(200);
    expect((await call('close')).body.code).toBe(409);
    expect((await call('update', { id: result.id, ...project({ code: 'LIFE-1', name: 'Renamed' }) })).body.code).toBe(409);
    expect((await call('delete')).body.code).toBe(409);
    expect((await call('archive')).body.code).toBe(200);
    const detail = await t.post<ProjectItem>('/api/admin/project/detail', { id: result.id }, admin);
    expect(detail.body.result.status).toBe('archived');
  });

  it('refuses to delete a project while it has sessions', async () => {
    const { result } = (await add(project({ code: 'DEL-1' }))).body;
    const session = await t.post<{ id: number }>(
      '/api/admin/session/add',
      {
        projectId: result.id,
        title: 'S',
        kind: 'interview',
        startAt: '2026-03-02T09:00:00Z',
        endAt: '2026-03-02T10:00:00Z',
        timeZone: 'UTC',
        capacity: 2,
      },
      admin,
    );
    expect((await t.post('/api/admin/project/delete', { id: result.id }, admin)).body.code).toBe(409);
    await t.post('/api/admin/session/delete', { id: session.body.result.id }, admin);
    expect((await t.post('/api/admin/project/delete', { id: result.id }, admin)).body.code).toBe(200);
    expect((await t.post('/api/admin/project/detail', { id: result.id }, admin)).body.code).toBe(404);
  });

  it('exports CSV as a download, formula-safe, with the list filters', async () => {
    await add(project({ code: 'CSV-1', name: '=HYPERLINK("x")' }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/project/export',
      payload: { format: 'csv', query: { keyword: 'csv' } },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="projects-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await t.post('/api/admin/project/export', { format: 'csv' }, mod)).body.code).toBe(403);
  });

  it("shows a moderator only their own projects through 'my', and 404s other ids", async () => {
    const own = (await t.post<{ id: number }>('/api/admin/project/myAdd', project({ code: 'MINE-1', name: 'Mine' }), mod)).body;
    expect(own.code).toBe(200);
    const other = (await add(project({ code: 'OTHER-1', moderatorIds: [mod2Id] }))).body.result.id;
    const mine = await t.post<ProjectListResult>('/api/admin/project/myList', {}, mod);
    const codes = mine.body.result.list.map((p) => p.code);
    expect(codes).toContain('MINE-1');
    expect(codes).toContain('COF-1');
    expect(codes).not.toContain('OTHER-1');
    const created = await t.post<ProjectItem>('/api/admin/project/myDetail', { id: own.result.id }, mod);
    expect(created.body.result.members).toEqual([{ id: modId, name: 'mod1' }]);
    expect((await t.post('/api/admin/project/myDetail', { id: other }, mod)).body.code).toBe(404);
    const update = await t.post('/api/admin/project/myUpdate', { id: other, ...project({ code: 'OTHER-1' }) }, mod);
    expect(update.body.code).toBe(404);
    expect((await t.post('/api/admin/project/list', {}, mod)).body.code).toBe(403);
    const kept = await t.post('/api/admin/project/myUpdate', { id: own.result.id, ...project({ code: 'MINE-1', name: 'Mine 2' }) }, mod);
    expect(kept.body.code).toBe(200);
    expect((await t.post<ProjectItem>('/api/admin/project/myDetail', { id: own.result.id }, mod)).body.result.members).toEqual([
      { id: modId, name: 'mod1' },
    ]);
  });

  it('names the menu entry that hidden project and session routes highlight', async () => {
    type Node = { name: string; activeMenu?: string; children: Node[] };
    const { body } = await t.post<{ menuTree: Node[] }>('/api/admin/self/menuAndOperate', undefined, mod);
    const children = body.result.menuTree.find((n) => n.name === 'projectMgt')?.children ?? [];
    expect(children.find((c) => c.name === 'ProjectMyDetail')?.activeMenu).toBe('MyProjects');
    expect(children.find((c) => c.name === 'SessionMyEdit')?.activeMenu).toBe('MyProjects');
    expect(children.find((c) => c.name === 'MyProjects')?.activeMenu).toBeUndefined();
    const all = await t.post<{ menuTree: Node[] }>('/api/admin/self/menuAndOperate', undefined, admin);
    const adminChildren = all.body.result.menuTree.find((n) => n.name === 'projectMgt')?.children ?? [];
    expect(adminChildren.find((c) => c.name === 'ProjectEdit')?.activeMenu).toBe('ProjectMgtList');
  });

  it('shows a client only the projects whose client they are; clients cannot create', async () => {
    const mine = await t.post<ProjectListResult>('/api/admin/project/myList', {}, cli);
    expect(mine.body.result.list.map((p) => p.code)).toEqual(['COF-1']);
    expect((await t.post('/api/admin/project/myAdd', project({ code: 'CLI-1' }), cli)).body.code).toBe(403);
    expect((await t.post('/api/admin/project/userOptions', {}, cli)).body.code).toBe(403);
    const options = await t.post<{ id: number }[]>('/api/admin/project/userOptions', { type: 'client' }, mod);
    expect(options.body.result.map((o) => o.id)).toEqual([clientId]);
  });

  it("keeps a client account to its own client's projects (400 naming the rule), and the documented check finds older rows", async () => {
    const otherClient = await createUser(t.app, { username: 'cli2', password: 'client-pw-456', type: 'client', roles: ['client'] });
    const refused = { code: 400, message: expect.stringContaining(CLIENT_MEMBER_RULE), result: { field: 'memberIds' } };
    expect((await add(project({ code: 'MEM-1', clientId, memberIds: [otherClient] }))).body).toMatchObject(refused);
    expect((await add(project({ code: 'MEM-2', memberIds: [otherClient] }))).body).toMatchObject(refused);
    expect(await t.app.db.selectFrom('projects').select('code').where('code', 'in', ['MEM-1', 'MEM-2']).execute()).toEqual([]);
    const own = (await add(project({ code: 'MEM-3', clientId: otherClient, memberIds: [otherClient, mod2Id] }))).body.result.id;
    const before = (await t.post<ProjectItem>('/api/admin/project/detail', { id: own }, admin)).body.result;
    expect(before.members.map((m) => m.id).sort()).toEqual([otherClient, mod2Id].sort());
    const moved = await t.post('/api/admin/project/update', { id: own, clientId, name: 'Moved' }, admin);
    expect(moved.body).toMatchObject(refused);
    expect((await t.post('/api/admin/project/update', { id: own, memberIds: [clientId] }, admin)).body).toMatchObject(refused);
    expect((await t.post<ProjectItem>('/api/admin/project/detail', { id: own }, admin)).body.result).toEqual(before);

    // A membership from before the rule: the check in docs/operations.md lists it, and nothing else.
    await t.app.db.insertInto('project_members').values({ project_id: own, user_id: clientId }).execute();
    const check = readFileSync(new URL('../../../../../docs/operations.md', import.meta.url), 'utf8').match(/```sql\n([^`]+)```/)?.[1];
    const { rows } = await sql.raw<{ project_code: string; username: string }>(check ?? 'missing').execute(t.app.db);
    expect(rows.map((r) => [r.project_code, r.username])).toEqual([['MEM-3', 'cli1']]);
  });
});
