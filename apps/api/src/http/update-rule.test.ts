// The API's one rule for updates (http/partial-update.ts), on every update route: an omitted field keeps its
// stored value. The walk makes a new update route without the rule fail; the table shows each route keeps data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../testing/test-app.js';
import { STALE_RECORD } from './partial-update.js';
import { listRoutes } from './route-registry.js';

/** A record made with every field set, the update that changes one field, and how to read it back. */
interface Case {
  url: string;
  create(): Promise<number>;
  change: Record<string, unknown>;
  read(id: number): Promise<Record<string, unknown>>;
  /** Fields that must survive the update unchanged. */
  kept: Record<string, unknown>;
  /** The record carries a version (`updatedAt`) that makes a stale edit a 409. */
  versioned?: true;
}

describe.each(testTargets())('updates keep what they do not mention, on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let clock = Date.parse('2030-06-01T00:00:00.000Z');
  let k = 0;
  const post = async <T>(url: string, body: unknown) => {
    const answer = await t.post<T>(url, body, admin);
    if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${answer.body.message}`);
    return answer.body.result;
  };

  beforeAll(async () => {
    t = await startTestApp(target, { now: () => new Date(clock) });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  /** The API's routes named …/update. */
  const updateRoutes = () => listRoutes(t.app).filter((r) => r.url.startsWith('/api/') && /update$/i.test(r.url));
  /** The properties of a route's body schema. */
  const bodyProperties = (body: unknown) => (body as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};

  it('every update route fills omitted fields from the stored record and requires only the record key', () => {
    const updates = updateRoutes();
    expect(updates.length).toBeGreaterThanOrEqual(14);
    expect(updates.filter((r) => !r.partialUpdate).map((r) => r.url)).toEqual([]);
  });

  it('every update route takes the version its editor loaded (updatedAt), so a stale edit can be refused', () => {
    expect(
      updateRoutes()
        .filter((r) => !('updatedAt' in bodyProperties(r.body)))
        .map((r) => r.url),
    ).toEqual([]);
  });

  it('every update route answers 404 naming the record, never a crash, when the record named by its key does not exist', async () => {
    const updates = listRoutes(t.app).filter((r) => r.url.startsWith('/api/') && r.partialUpdate);
    const answers = await Promise.all(
      updates.map(async (route) => {
        const key = 'userId' in bodyProperties(route.body) ? 'userId' : 'id';
        const answer = await t.post(route.url, { [key]: 2_000_000_000 }, admin);
        return { url: route.url, code: answer.body.code, message: answer.body.message };
      }),
    );
    expect(answers.filter((a) => a.code !== 404).map((a) => `${a.url}: ${a.code} ${a.message}`)).toEqual([]);
    expect(answers.every((a) => /not found/i.test(a.message))).toBe(true);
  });

  const session = async () => {
    const project = await post<{ id: number }>('/api/admin/project/add', {
      name: 'Rule',
      code: `RULE-${Date.now()}`,
      startDate: '2030-01-01',
      endDate: '2030-02-01',
    });
    return post<{ id: number }>('/api/admin/session/add', {
      projectId: project.id,
      title: 'Kept title',
      kind: 'interview',
      startAt: '2030-01-02T09:00:00.000Z',
      endAt: '2030-01-02T10:00:00.000Z',
      timeZone: 'Europe/London',
      capacity: 4,
      meetingLink: 'https://meet.example/kept',
    });
  };
  const cases: Case[] = [
    {
      url: '/api/admin/role/update',
      versioned: true,
      create: async () =>
        (await post<{ id: number }>('/api/admin/role/add', { code: `kept${++k}`, name: 'Kept role', remark: 'Kept remark' })).id,
      change: { name: 'Renamed role' },
      read: (id) => post('/api/admin/role/detail', { id }),
      kept: { name: 'Kept role', remark: 'Kept remark' },
    },
    {
      url: '/api/admin/dict/update',
      versioned: true,
      create: async () =>
        (await post<{ id: number }>('/api/admin/dict/add', { code: `kept_dict_${++k}`, name: 'Kept dict', remark: 'Kept remark' })).id,
      change: { status: 'disabled' },
      read: (id) => post('/api/admin/dict/detail', { id }),
      kept: { name: 'Kept dict', remark: 'Kept remark' },
    },
    {
      url: '/api/admin/dict/item/update',
      versioned: true,
      create: async () => {
        const dictCode = `items_${++k}`;
        await post('/api/admin/dict/add', { code: dictCode, name: 'Items' });
        return (
          await post<{ id: number }>('/api/admin/dict/item/add', {
            dictCode,
            label: 'Kept label',
            value: 'kept',
            color: 'green',
            remark: 'Kept remark',
          })
        ).id;
      },
      change: { label: 'Relabelled' },
      read: (id) =>
        t.app.db
          .selectFrom('dict_items')
          .select(['label', 'value', 'color', 'remark', 'updated_at as updatedAt'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow(),
      kept: { value: 'kept', color: 'green', remark: 'Kept remark' },
    },
    {
      url: '/api/admin/agreement/update',
      versioned: true,
      create: async () =>
        (await post<{ id: number }>('/api/admin/agreement/add', { type: 'privacy_policy', title: 'Kept title', content: 'Kept content' }))
          .id,
      change: { title: 'Retitled' },
      read: (id) => post('/api/admin/agreement/detail', { id }),
      kept: { content: 'Kept content' },
    },
    {
      url: '/api/admin/pictureIt/update',
      versioned: true,
      create: async () =>
        (await post<{ id: number }>('/api/admin/pictureIt/add', { name: `Kept set ${++k}`, instructions: 'Kept instructions' })).id,
      change: { status: 'disabled' },
      read: (id) => post('/api/admin/pictureIt/detail', { id }),
      kept: { instructions: 'Kept instructions' },
    },
    {
      url: '/api/admin/question/update',
      versioned: true,
      create: async () =>
        (
          await post<{ id: number }>('/api/admin/question/add', {
            text: 'Kept?',
            type: 'single_choice',
            options: [
              { label: 'Yes', value: 'y' },
              { label: 'No', value: 'n' },
            ],
            tags: ['kept'],
          })
        ).id,
      change: { status: 'disabled' },
      read: (id) => post('/api/admin/question/detail', { id }),
      kept: {
        text: 'Kept?',
        tags: ['kept'],
        options: [
          { label: 'Yes', value: 'y' },
          { label: 'No', value: 'n' },
        ],
      },
    },
    {
      url: '/api/admin/session/update',
      versioned: true,
      create: async () => (await session()).id,
      change: { capacity: 6 },
      read: (id) => post('/api/admin/session/detail', { id }),
      kept: { title: 'Kept title', kind: 'interview', timeZone: 'Europe/London', meetingLink: 'https://meet.example/kept' },
    },
    {
      url: '/api/admin/session/participant/update',
      versioned: true,
      create: async () => {
        const { id: sessionId } = await session();
        return (
          await post<{ id: number }>('/api/admin/session/participant/add', { sessionId, name: 'Kept name', contact: 'kept@example.com' })
        ).id;
      },
      change: { status: 'confirmed' },
      read: async (id) => {
        const row = await t.app.db
          .selectFrom('session_participants')
          .select(['name', 'contact', 'status', 'updated_at as updatedAt'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return row;
      },
      kept: { name: 'Kept name', contact: 'kept@example.com' },
    },
    {
      url: '/api/admin/permission/update',
      versioned: true,
      create: async () => {
        const dir = await post<{ id: number }>('/api/admin/permission/add', {
          parentId: null,
          kind: 'directory',
          name: `kept${++k}`,
          path: `kept${k}`,
          title: 'menu.kept',
          arcoIcon: 'IconFile',
        });
        const menu = await post<{ id: number }>('/api/admin/permission/add', {
          parentId: dir.id,
          kind: 'menu',
          name: `KeptList${k}`,
          path: `keptList${k}`,
          component: 'kept/keptList',
          title: 'menu.kept.keptList',
          isShow: 1,
        });
        return menu.id;
      },
      change: { title: 'menu.kept.renamed' },
      read: async (id) => {
        const row = await t.app.db
          .selectFrom('permissions')
          .select(['path', 'component', 'title', 'is_show as isShow', 'updated_at as updatedAt'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return row;
      },
      kept: { component: 'kept/keptList', isShow: 1 },
    },
    {
      url: '/api/admin/user/update',
      versioned: true,
      create: async () =>
        createUser(t.app, { username: `kept.user${++k}`, password: 'kept-user-password' }).then(async (id) => {
          await post('/api/admin/user/update', { userId: id, realName: 'Kept Name', email: 'kept@example.com' });
          return id;
        }),
      change: { phoneNumber: '+15550100' },
      read: (id) => post('/api/admin/user/detail', { userId: id }),
      kept: { realName: 'Kept Name', email: 'kept@example.com' },
    },
  ];

  it.each(cases.map((c) => [c.url, c] as const))('%s changes only what it names', async (url, c) => {
    const id = await c.create();
    const key = url === '/api/admin/user/update' ? { userId: id } : { id };
    const answer = await t.post(url, { ...key, ...c.change }, admin);
    expect(answer.status).toBe(200);
    const after = await c.read(id);
    expect(after).toMatchObject({ ...c.kept, ...c.change });
  });

  it.each(cases.filter((c) => c.versioned).map((c) => [c.url, c] as const))(
    '%s refuses an edit from an older version with 409',
    async (url, c) => {
      const id = await c.create();
      const key = url === '/api/admin/user/update' ? { userId: id } : { id };
      const opened = (await c.read(id)).updatedAt as string;
      clock += 1000;
      expect((await t.post(url, { ...key, updatedAt: opened, ...c.change }, admin)).status).toBe(200);
      clock += 1000;
      const stale = await t.post(url, { ...key, updatedAt: opened, ...c.kept }, admin);
      expect(stale).toMatchObject({ status: 409, body: { code: 409, message: STALE_RECORD, result: { reason: 'stale' } } });
      expect(await c.read(id)).toMatchObject(c.change);
    },
  );

  it.each(cases.filter((c) => c.versioned).map((c) => [c.url, c] as const))(
    '%s saves one of two edits sent at once from the same version and refuses the other',
    async (url, c) => {
      const id = await c.create();
      const key = url === '/api/admin/user/update' ? { userId: id } : { id };
      const opened = (await c.read(id)).updatedAt as string;
      clock += 1000;
      // Both pass any check made before their transactions; the version is held inside them (holdVersion).
      const answers = await Promise.all([
        t.post(url, { ...key, updatedAt: opened, ...c.change }, admin),
        t.post(url, { ...key, updatedAt: opened, ...c.kept }, admin),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const saved = answers[0]!.status === 200 ? c.change : c.kept;
      expect(await c.read(id)).toMatchObject(saved);
    },
  );
});
