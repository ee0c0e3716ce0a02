import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { LoginAnswer } from '../signIn/schemas.js';
import type { SecondFactorListResult, TotpStartResult } from './schemas.js';
import { codeAt, codeStep, enrolTotp, passwordStep } from './test-steps.js';

describe.each(testTargets())('second factor on $name', (target) => {
  let t: TestApp;
  let clock = new Date('2026-03-02T10:00:00.000Z');
  const tick = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
  let secret = '';
  let recoveryCodes: string[] = [];
  const auditRows = (action: string) =>
    t.app.db.selectFrom('audit_log').select(['actor_username', 'outcome', 'detail']).where('action', '=', action).orderBy('id').execute();

  beforeAll(async () => {
    t = await startTestApp(target, { now: () => clock });
    await createUser(t.app, { username: 'alice', password: 'alice-long-passphrase', type: 'client' });
  });
  afterAll(() => t.close());

  it('enrols an authenticator: the secret is shown once, the first code confirms it, ten recovery codes come with it', async () => {
    const token = await t.login('alice', 'alice-long-passphrase');
    const start = await t.post<TotpStartResult>('/api/admin/secondFactor/totp/start', undefined, token);
    expect(start.body.result.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(start.body.result.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await t.post('/api/admin/secondFactor/totp/confirm', { id: start.body.result.id, code: '000000' }, token);
    expect(wrong.body).toMatchObject({ code: 400, result: { field: 'code' } });
    ({ secret, recoveryCodes } = await enrolTotp(t, token, clock));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const list = await t.post<SecondFactorListResult>('/api/admin/secondFactor/list', undefined, token);
    expect(list.body.result).toMatchObject({ factors: [{ kind: 'totp' }], recoveryCodesLeft: 10, required: false });
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const stored = await t.app.db.selectFrom('second_factor_recovery_codes').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(recoveryCodes[0]);
    expect((await auditRows('secondFactor.enrol')).map((r) => r.actor_username)).toContain('alice');
  });

  it('answers the right password with a challenge, not a token, and the code with the token', async () => {
    tick(30);
    const { body } = await t.post<LoginAnswer>('/api/admin/land/login', { username: 'alice', password: 'alice-long-passphrase' });
    expect(body.code).toBe(200);
    expect(body.result).toEqual({ secondFactor: { challenge: expect.any(String), methods: ['totp', 'recovery'] } });
    const challenge = 'secondFactor' in body.result ? body.result.secondFactor.challenge : '';
    const answer = await codeStep(t, challenge, await codeAt(secret, clock));
    expect(answer.body.code).toBe(200);
    const info = await t.post('/api/admin/self/selfInfo', undefined, answer.body.result.token);
    expect(info.body).toMatchObject({ code: 200, result: { username: 'alice' } });
  });

  it('refuses a replay of the same code within its window', async () => {
    const challenge = await passwordStep(t, 'alice', 'alice-long-passphrase');
    const replay = await codeStep(t, challenge, await codeAt(secret, clock));
    expect(replay.body).toEqual({ code: 400, message: 'Invalid verification code', result: { field: 'code' } });
  });

  it('refuses a wrong code with the same message and counts it where the password is counted', async () => {
    const counter = () =>
      t.app.db
        .selectFrom('sign_in_counters')
        .select('failures')
        .where('kind', '=', 'account_address')
        .where('account', '=', 'alice')
        .executeTakeFirst();
    const before = (await counter())?.failures ?? 0;
    tick(30);
    const challenge = await passwordStep(t, 'alice', 'alice-long-passphrase');
    const wrong = await codeStep(t, challenge, '123456' === (await codeAt(secret, clock)) ? '654321' : '123456');
    expect(wrong.body).toEqual({ code: 400, message: 'Invalid verification code', result: { field: 'code' } });
    expect((await counter())?.failures).toBe(before + 1);
    expect((await auditRows('land.secondFactor')).at(-1)).toMatchObject({ actor_username: 'alice', outcome: 'failure' });
    const right = await codeStep(t, challenge, await codeAt(secret, clock));
    expect(right.body.code).toBe(200);
  });

  it('takes a recovery code once', async () => {
    const code = recoveryCodes[0] ?? '';
    const first = await codeStep(t, await passwordStep(t, 'alice', 'alice-long-passphrase'), code.toUpperCase());
    expect(first.body.code).toBe(200);
    const again = await codeStep(t, await passwordStep(t, 'alice', 'alice-long-passphrase'), code);
    expect(again.body).toMatchObject({ code: 400, message: 'Invalid verification code' });
    const list = await t.post<SecondFactorListResult>('/api/admin/secondFactor/list', undefined, first.body.result.token);
    expect(list.body.result.recoveryCodesLeft).toBe(9);
  });

  it('gives no token for a challenge that is unknown or expired', async () => {
    const challenge = await passwordStep(t, 'alice', 'alice-long-passphrase');
    tick(6 * 60);
    const late = await codeStep(t, challenge, await codeAt(secret, clock));
    expect(late.body).toMatchObject({ code: 400, message: 'This sign-in step has expired; sign in again' });
    const unknown = await codeStep(t, 'made-up', await codeAt(secret, clock));
    expect(unknown.body.code).toBe(400);
  });

  it('removes a factor only with a current code or the password', async () => {
    tick(30);
    const token = (await codeStep(t, await passwordStep(t, 'alice', 'alice-long-passphrase'), await codeAt(secret, clock))).body.result
      .token;
    const list = await t.post<SecondFactorListResult>('/api/admin/secondFactor/list', undefined, token);
    const id = list.body.result.factors[0]?.id;
    const refused = await t.post('/api/admin/secondFactor/remove', { id, password: 'not-the-password' }, token);
    expect(refused.body).toMatchObject({ code: 400, message: 'The code or password is wrong' });
    const removed = await t.post('/api/admin/secondFactor/remove', { id, password: 'alice-long-passphrase' }, token);
    expect(removed.body.code).toBe(200);
    const login = await t.post<LoginAnswer>('/api/admin/land/login', { username: 'alice', password: 'alice-long-passphrase' });
    expect(login.body.result).toHaveProperty('token');
  });

  it('holds a user whose role requires a factor to enrolment, server-side, until they enrol', async () => {
    const admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    const role = await t.app.db.selectFrom('roles').select(['id', 'updated_at']).where('code', '=', 'moderator').executeTakeFirstOrThrow();
    const edit = await t.post('/api/admin/role/update', { id: role.id, secondFactorRequired: true, updatedAt: role.updated_at }, admin);
    expect(edit.body).toMatchObject({ code: 200, result: { secondFactorRequired: true } });
    await createUser(t.app, { username: 'mod', password: 'moderator-long-pw', type: 'moderator', roles: ['moderator'] });
    const { body } = await t.post<LoginAnswer>('/api/admin/land/login', { username: 'mod', password: 'moderator-long-pw' });
    if (!('token' in body.result)) throw new Error('expected a token');
    expect(body.result.userInfo.mustEnrolSecondFactor).toBe(true);
    const token = body.result.token;
    const elsewhere = await t.post('/api/admin/self/signIns/list', {}, token);
    expect(elsewhere.body).toMatchObject({ code: 403, message: expect.stringContaining('two-step verification') });
    const projects = await t.post('/api/admin/role/list', {}, token);
    expect(projects.body.code).toBe(403);
    const self = await t.post('/api/admin/self/selfInfo', undefined, token);
    expect(self.body.result).toMatchObject({ username: 'mod', mustEnrolSecondFactor: true });
    await enrolTotp(t, token, clock);
    expect((await t.post('/api/admin/self/signIns/list', {}, token)).body.code).toBe(200);
    expect((await t.post('/api/admin/self/selfInfo', undefined, token)).body.result).not.toHaveProperty('mustEnrolSecondFactor');
  });

  it('lets an admin reset the factors of an account they may manage, audited, and refuses one they may not', async () => {
    const admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    const mod = await t.app.db.selectFrom('users').select('id').where('username', '=', 'mod').executeTakeFirstOrThrow();
    const reset = await t.post('/api/admin/user/resetSecondFactor', { userId: mod.id }, admin);
    expect(reset.body.code).toBe(200);
    expect(await t.app.db.selectFrom('second_factors').select('id').where('user_id', '=', mod.id).execute()).toEqual([]);
    expect((await auditRows('user.resetSecondFactor')).at(-1)).toMatchObject({ actor_username: 'admin', outcome: 'success' });
    // A helper who may reset factors but holds less than an admin cannot reset the admin's.
    const permission = await t.app.db
      .selectFrom('permissions')
      .select('id')
      .where('code', '=', 'user:resetSecondFactor')
      .executeTakeFirstOrThrow();
    const client = await t.app.db.selectFrom('roles').select('id').where('code', '=', 'client').executeTakeFirstOrThrow();
    await t.app.db.insertInto('role_permissions').values({ role_id: client.id, permission_id: permission.id }).execute();
    await createUser(t.app, { username: 'helper', password: 'helper-long-passphrase', roles: ['client'] });
    const helper = await t.login('helper', 'helper-long-passphrase');
    const adminRow = await t.app.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const refused = await t.post('/api/admin/user/resetSecondFactor', { userId: adminRow.id }, helper);
    expect(refused.body.code).toBe(403);
  });
});
