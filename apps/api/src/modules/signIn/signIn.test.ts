import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { MenuAndOperateResult, SelfInfoResult } from '../currentUser/schemas.js';
import type { LoginResult } from './schemas.js';

describe.each(testTargets())('land on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
    await createUser(t.app, { username: 'off', password: 'disabled-user-pw', status: 'disabled', roles: ['client'] });
    await createUser(t.app, { username: 'mod', password: 'moderator-pw-1', type: 'moderator', roles: ['moderator'] });
    await createUser(t.app, { username: 'norole', password: 'no-role-pw-1', type: 'client' });
  });
  afterAll(() => t.close());

  it('signs in the admin and returns a token and the user info', async () => {
    const { status, body } = await t.post<LoginResult>('/api/admin/land/login', { username: 'admin', password: TEST_ADMIN_PASSWORD });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.result.userInfo).toMatchObject({ username: 'admin', type: 'admin', roleList: ['admin'] });
    expect(body.result.userInfo).toHaveProperty('uuid');
    expect(body.result.userInfo).toHaveProperty('userId');
  });

  it('carries the same user info and menu as selfInfo and menuAndOperate answer for the new token', async () => {
    for (const [username, password] of [
      ['admin', TEST_ADMIN_PASSWORD],
      ['mod', 'moderator-pw-1'],
      ['norole', 'no-role-pw-1'],
    ] as const) {
      const { body } = await t.post<LoginResult>('/api/admin/land/login', { username, password });
      expect(body.code).toBe(200);
      const { token, userInfo, menuAndOperate } = body.result;
      const self = await t.post<SelfInfoResult>('/api/admin/self/selfInfo', undefined, token);
      const menu = await t.post<MenuAndOperateResult>('/api/admin/self/menuAndOperate', undefined, token);
      expect(userInfo).toEqual(self.body.result);
      expect(menuAndOperate).toEqual(menu.body.result);
    }
  });

  it('sends each user only the menu and operations their roles grant', async () => {
    const admin = await t.post<LoginResult>('/api/admin/land/login', { username: 'admin', password: TEST_ADMIN_PASSWORD });
    expect(admin.body.result.menuAndOperate.menuTree.map((n) => n.path)).toContain('admin');
    expect(admin.body.result.menuAndOperate.operateList).toContain('user:list');
    const mod = await t.post<LoginResult>('/api/admin/land/login', { username: 'mod', password: 'moderator-pw-1' });
    expect(mod.body.result.menuAndOperate.menuTree.map((n) => n.path)).not.toContain('admin');
    expect(mod.body.result.menuAndOperate.operateList).not.toContain('user:list');
    const none = await t.post<LoginResult>('/api/admin/land/login', { username: 'norole', password: 'no-role-pw-1' });
    expect(none.body.result.menuAndOperate).toEqual({ menuTree: [], operateList: [] });
  });

  it('sends no token, user info or menu with a refused sign-in', async () => {
    const wrong = await t.post('/api/admin/land/login', { username: 'mod', password: 'not-the-password' });
    expect(wrong.body).toEqual({ code: 400, message: 'Invalid username or password', result: null });
    const disabled = await t.post('/api/admin/land/login', { username: 'off', password: 'disabled-user-pw' });
    expect(disabled.body.result).toBeNull();
  });

  it('refuses a wrong password and an unknown user with the same 400 message', async () => {
    const wrong = await t.post('/api/admin/land/login', { username: 'admin', password: 'not-the-password' });
    const unknown = await t.post('/api/admin/land/login', { username: 'nobody', password: 'whatever-pw' });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message: 'Invalid username or password', result: null });
    }
  });

  it('names the field when username or password is empty or missing', async () => {
    const emptyUser = await t.post('/api/admin/land/login', { username: '', password: 'x' });
    expect(emptyUser.status).toBe(400);
    expect(emptyUser.body.message).toContain('username');
    expect(emptyUser.body.result).toEqual({ field: 'username' });

    const emptyPassword = await t.post('/api/admin/land/login', { username: 'admin', password: '' });
    expect(emptyPassword.body).toMatchObject({ code: 400, result: { field: 'password' } });
    expect(emptyPassword.body.message).toContain('password');

    const missing = await t.post('/api/admin/land/login', { username: 'admin' });
    expect(missing.body).toMatchObject({ code: 400, message: 'password is required', result: { field: 'password' } });

    const blank = await t.post('/api/admin/land/login', { username: '   ', password: 'x' });
    expect(blank.body).toMatchObject({ code: 400, result: { field: 'username' } });
  });

  it('refuses a disabled account with the right password exactly like a wrong password (no oracle)', async () => {
    const right = await t.post('/api/admin/land/login', { username: 'off', password: 'disabled-user-pw' });
    expect(right).toEqual({ status: 400, body: { code: 400, message: 'Invalid username or password', result: null } });
    const wrong = await t.post('/api/admin/land/login', { username: 'off', password: 'wrong-password' });
    expect(wrong.body.code).toBe(400);
  });

  it('audits every attempt with its outcome and ip', async () => {
    const rows = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'land.login').orderBy('id').execute();
    const outcomes = rows.map((r) => `${r.actor_username}:${r.outcome}`);
    expect(outcomes).toEqual(
      expect.arrayContaining(['admin:success', 'admin:failure', 'unknown user (6 characters):failure', 'off:denied']),
    );
    expect(rows.every((r) => r.ip === '127.0.0.1')).toBe(true);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('not-the-password');
    expect(stored).not.toContain(TEST_ADMIN_PASSWORD);
  });

  it('gives a token that opens selfInfo, and logout makes it invalid (50008)', async () => {
    const token = await t.login('admin', TEST_ADMIN_PASSWORD);
    const info = await t.post('/api/admin/self/selfInfo', undefined, token);
    expect(info.body).toMatchObject({ code: 200, result: { username: 'admin' } });

    const logout = await t.post('/api/admin/land/logout', undefined, token);
    expect(logout.body).toEqual({ code: 200, message: 'ok', result: null });
    const after = await t.post('/api/admin/self/selfInfo', undefined, token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(50008);
    const session = await t.app.db
      .selectFrom('auth_sessions')
      .select(['end_reason', 'ended_at'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.end_reason).toBe('logout');
  });

  it('accepts logout with a JSON content type and an empty body', async () => {
    const token = await t.login('admin', TEST_ADMIN_PASSWORD);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/land/logout',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.json()).toEqual({ code: 200, message: 'ok', result: null });
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/admin/land/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(noBody.json()).toMatchObject({ code: 400 });
  });

  it('answers 50008 without a token, with a malformed header and with an unknown token', async () => {
    expect((await t.post('/api/admin/land/logout')).body.code).toBe(50008);
    expect((await t.post('/api/admin/self/selfInfo', undefined, 'made-up-token')).body.code).toBe(50008);
    const basic = await t.app.inject({ method: 'POST', url: '/api/admin/self/selfInfo', headers: { authorization: 'Basic abc' } });
    expect(basic.statusCode).toBe(401);
    expect(basic.json().code).toBe(50008);
  });

  it('stores only the sha256 hash of the token', async () => {
    const token = await t.login('admin', TEST_ADMIN_PASSWORD);
    const rows = await t.app.db.selectFrom('auth_sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});
