// A Microsoft binding made with a password must not outlive that password: a change or a reset removes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import { insertBinding } from './identities.js';

describe.each(testTargets())('Microsoft bindings and password changes on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const bindingsOf = (userId: number) => t.app.db.selectFrom('external_identities').select('oid').where('user_id', '=', userId).execute();
  const bind = (userId: number, oid: string) =>
    insertBinding(t.app.db, { provider: 'microsoft', tenant: 'tenant-1', oid, label: oid }, userId, new Date());

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it("removes the caller's bindings when they change their own password, and leaves others' alone", async () => {
    const ann = await createUser(t.app, { username: 'ann', password: 'ann-old-passphrase', type: 'moderator', roles: ['moderator'] });
    const bob = await createUser(t.app, { username: 'bob', password: 'bob-old-passphrase', type: 'moderator', roles: ['moderator'] });
    await bind(ann, 'oid-ann');
    await bind(bob, 'oid-bob');
    const token = await t.login('ann', 'ann-old-passphrase');
    const changed = await t.post(
      '/api/admin/password/change',
      { currentPassword: 'ann-old-passphrase', newPassword: 'ann-new-passphrase-2' },
      token,
    );
    expect(changed.status).toBe(200);
    expect(await bindingsOf(ann)).toEqual([]);
    expect(await bindingsOf(bob)).toEqual([{ oid: 'oid-bob' }]);
    const entry = await t.app.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'password.change')
      .where('outcome', '=', 'success')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.detail!)).toMatchObject({ unboundMicrosoft: 1 });
  });

  it('keeps the bindings when the current password is wrong', async () => {
    const cid = await createUser(t.app, { username: 'cid', password: 'cid-old-passphrase', type: 'moderator', roles: ['moderator'] });
    await bind(cid, 'oid-cid');
    const token = await t.login('cid', 'cid-old-passphrase');
    const refused = await t.post(
      '/api/admin/password/change',
      { currentPassword: 'not-my-password', newPassword: 'cid-new-passphrase-2' },
      token,
    );
    expect(refused.status).toBe(400);
    expect(await bindingsOf(cid)).toEqual([{ oid: 'oid-cid' }]);
  });

  it('removes the bindings of an account whose password an admin resets', async () => {
    const dan = await createUser(t.app, { username: 'dan', password: 'dan-old-passphrase', type: 'moderator', roles: ['moderator'] });
    await bind(dan, 'oid-dan');
    const reset = await t.post('/api/admin/user/resetPassword', { userId: dan }, admin);
    expect(reset.status).toBe(200);
    expect(await bindingsOf(dan)).toEqual([]);
  });
});
