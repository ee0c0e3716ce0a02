// The guard keeps each user's operation codes in memory while access_version stands still; any change
// to the user's roles, a role's status or its permissions (here written straight to the database, as
// another server would) must show on the very next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, testTargets, type TestApp } from '../testing/test-app.js';

describe.each(testTargets())('cached operation codes on $name', (target) => {
  let t: TestApp;
  let token: string;
  let userId: number;
  const listStatus = async () => (await t.post('/api/admin/project/list', {}, token)).status;
  const roleId = async (code: string) =>
    (await t.app.db.selectFrom('roles').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await startTestApp(target);
    userId = await createUser(t.app, { username: 'plain', password: 'plain-user-pw-1', type: 'moderator' });
    token = await t.login('plain', 'plain-user-pw-1');
  });
  afterAll(() => t.close());

  it('shows a granted role, a disabled role, a removed permission and a removed role on the next request', async () => {
    expect(await listStatus()).toBe(403);
    const admin = await roleId('admin');
    await t.app.db.insertInto('user_roles').values({ user_id: userId, role_id: admin }).execute();
    expect(await listStatus()).toBe(200);
    expect(await listStatus()).toBe(200);

    await t.app.db.updateTable('roles').set({ status: 'disabled' }).where('id', '=', admin).execute();
    expect(await listStatus()).toBe(403);
    await t.app.db.updateTable('roles').set({ status: 'enabled' }).where('id', '=', admin).execute();
    expect(await listStatus()).toBe(200);

    const permission = await t.app.db.selectFrom('permissions').select('id').where('code', '=', 'project:list').executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('role_permissions').where('role_id', '=', admin).where('permission_id', '=', permission.id).execute();
    expect(await listStatus()).toBe(403);
    await t.app.db.insertInto('role_permissions').values({ role_id: admin, permission_id: permission.id }).execute();
    expect(await listStatus()).toBe(200);

    await t.app.db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
    expect(await listStatus()).toBe(403);
  });
});
