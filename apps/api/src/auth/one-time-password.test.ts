// A one-time password opens nothing but the password change, and it expires.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRED_ONE_TIME_PASSWORD } from '../modules/signIn/routes.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../testing/test-app.js';

describe.each(testTargets())('one-time passwords on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let clock = Date.parse('2030-01-01T00:00:00.000Z');

  beforeAll(async () => {
    t = await startTestApp(target, { now: () => new Date(clock) });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  const newAccount = async (username: string) => {
    const added = await t.post<{ initialPassword: string; user: { userId: number } }>(
      '/api/admin/user/add',
      { username, type: 'moderator', roleCodes: ['moderator'] },
      admin,
    );
    return { id: added.body.result.user.userId, password: added.body.result.initialPassword };
  };

  it('a session opened with one may read who it is, change the password and sign out, and nothing else', async () => {
    const { password } = await newAccount('new.mod');
    const token = await t.login('new.mod', password);
    expect((await t.post('/api/admin/self/selfInfo', undefined, token)).status).toBe(200);
    expect((await t.post('/api/admin/self/menuAndOperate', undefined, token)).status).toBe(200);
    expect(await t.post('/api/admin/project/myList', {}, token)).toMatchObject({
      status: 403,
      body: { message: 'Change your one-time password first: until then only the password change is open' },
    });
    expect(
      (await t.post('/api/admin/password/change', { currentPassword: password, newPassword: 'a chosen long passphrase' }, token)).status,
    ).toBe(200);
    expect((await t.post('/api/admin/project/myList', {}, token)).status).toBe(200);
  });

  it('a reset password is one-time too', async () => {
    const { id } = await newAccount('reset.mod');
    const reset = await t.post<{ password: string }>('/api/admin/user/resetPassword', { userId: id }, admin);
    const token = await t.login('reset.mod', reset.body.result.password);
    expect((await t.post('/api/admin/project/myList', {}, token)).status).toBe(403);
  });

  it('expires after a day: the right one-time password then says so, a wrong one answers as always', async () => {
    const { password } = await newAccount('late.mod');
    clock += 24 * 3_600_000 + 60_000;
    expect((await t.post('/api/admin/land/login', { username: 'late.mod', password })).body).toEqual({
      code: 400,
      message: EXPIRED_ONE_TIME_PASSWORD,
      result: { field: 'password' },
    });
    expect((await t.post('/api/admin/land/login', { username: 'late.mod', password: 'not it at all' })).body.message).toBe(
      'Invalid username or password',
    );
    const { id } = await t.app.db.selectFrom('users').select('id').where('username', '=', 'late.mod').executeTakeFirstOrThrow();
    const fresh = await t.post<{ password: string }>(
      '/api/admin/user/resetPassword',
      { userId: id },
      await t.login('admin', TEST_ADMIN_PASSWORD),
    );
    expect((await t.post('/api/admin/land/login', { username: 'late.mod', password: fresh.body.result.password })).status).toBe(200);
  });
});
