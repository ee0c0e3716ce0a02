// The reproduction: an update naming only some fields used to clear the client, moderators, members
// and description. Omitted fields now keep their values, and an edit from an older version is a 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { ProjectItem } from './schemas.js';
import { STALE_PROJECT } from './writes.js';

describe.each(testTargets())('project updates on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let mod: string;
  let people: { client: number; moderator: number; member: number };
  let n = 0;
  const detail = async (id: number) => (await t.post<ProjectItem>('/api/admin/project/detail', { id }, admin)).body.result;
  const create = async () => {
    n += 1;
    const added = await t.post<{ id: number }>(
      '/api/admin/project/add',
      {
        name: `Full ${n}`,
        code: `FULL-${n}`,
        startDate: '2030-01-01',
        endDate: '2030-02-01',
        clientId: people.client,
        moderatorIds: [people.moderator],
        memberIds: [people.member],
        description: 'Keep me',
      },
      admin,
    );
    return detail(added.body.result.id);
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    people = {
      moderator: await createUser(t.app, { username: 'mod', password: 'moderator-pw-1', type: 'moderator', roles: ['moderator'] }),
      client: await createUser(t.app, { username: 'cli', password: 'client-pw-123', type: 'client', roles: ['client'] }),
      // A staff member: a client account may be a member only of its own client's projects.
      member: await createUser(t.app, { username: 'mem', password: 'member-pw-123', type: 'moderator', roles: ['moderator'] }),
    };
    mod = await t.login('mod', 'moderator-pw-1');
  });
  afterAll(() => t.close());

  it.each([
    ['/api/admin/project/update', 'admin'],
    ['/api/admin/project/myUpdate', 'moderator'],
  ])('%s with some fields leaves the others as they were', async (url, who) => {
    const before = await create();
    const token = who === 'admin' ? admin : mod;
    const answer = await t.post(
      url,
      { id: before.id, name: 'Renamed', code: before.code, startDate: before.startDate, endDate: '2030-03-01' },
      token,
    );
    expect(answer.status).toBe(200);
    const after = await detail(before.id);
    expect(after).toMatchObject({
      name: 'Renamed',
      endDate: '2030-03-01',
      description: 'Keep me',
      client: { id: people.client },
      moderators: [{ id: people.moderator }],
      members: [{ id: people.member }],
    });
    expect((await t.post(url, { id: before.id, description: 'Only this' }, token)).status).toBe(200);
    expect(await detail(before.id)).toMatchObject({ name: 'Renamed', description: 'Only this', client: { id: people.client } });
  });

  it('clears a field only when it is sent empty', async () => {
    const before = await create();
    expect(
      (await t.post('/api/admin/project/update', { id: before.id, clientId: null, memberIds: [], description: null }, admin)).status,
    ).toBe(200);
    expect(await detail(before.id)).toMatchObject({ client: null, members: [], description: null, moderators: [{ id: people.moderator }] });
  });

  it('refuses an edit started from an older version with 409 and keeps the newer one', async () => {
    const opened = await create();
    const first = await t.post('/api/admin/project/update', { id: opened.id, updatedAt: opened.updatedAt, name: 'First editor' }, admin);
    expect(first.status).toBe(200);
    const second = await t.post('/api/admin/project/update', { id: opened.id, updatedAt: opened.updatedAt, name: 'Second editor' }, admin);
    expect(second).toMatchObject({ status: 409, body: { code: 409, message: STALE_PROJECT, result: { reason: 'stale' } } });
    expect((await detail(opened.id)).name).toBe('First editor');
  });
});
