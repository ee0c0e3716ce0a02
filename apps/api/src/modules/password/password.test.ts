import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, testTargets, type TestApp } from '../../testing/test-app.js';
import type { PasswordChangeResult } from './schemas.js';

describe.each(testTargets())('password change on $name', (target) => {
  let t: TestApp;
  const change = (token: string, currentPassword: string, newPassword: string) =>
    t.post<PasswordChangeResult>('/api/admin/password/change', { currentPassword, newPassword }, token);

  beforeAll(async () => {
    t = await startTestApp(target);
    await createUser(t.app, { username: 'pat', password: 'pat-first-password', type: 'moderator', roles: ['moderator'] });
    await createUser(t.app, { username: 'guesser', password: 'guesser-password', type: 'client', roles: ['client'] });
  });
  afterAll(() => t.close());

  it('refuses a wrong current password naming currentPassword, and weak new ones naming newPassword', async () => {
    const token = await t.login('pat', 'pat-first-password');
    const wrong = await change(token, 'not-my-password', 'a brand new passphrase');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 400, result: { field: 'currentPassword' } });
    expect(wrong.body.message).toContain('currentPassword');
    for (const weak of ['short', 'password123', 'PAT', 'x'.repeat(129), 'pat-first-password']) {
      const answer = await change(token, 'pat-first-password', weak);
      expect({ weak, body: answer.body }).toMatchObject({ weak, body: { code: 400, result: { field: 'newPassword' } } });
    }
    expect(await t.login('pat', 'pat-first-password')).toBeTruthy();
  });

  it("refuses common and breached passwords, decorated or not, and the account's and product's names, saying why", async () => {
    await createUser(t.app, {
      username: 'patricia.lee',
      password: 'patricia-first-pw',
      type: 'client',
      roles: ['client'],
      realName: 'Patricia Lee',
    });
    const token = await t.login('patricia.lee', 'patricia-first-pw');
    const refusals = {
      'Password1!': 'a common password with',
      'Summer2024!': 'a common password with',
      'Qwerty123!': 'a common password with',
      'Passw0rd!': 'a common password with',
      iloveyou2: 'one of the most common passwords',
      'patricia.lee': "the username, the person's name or the product's name",
      PatriciaLee2024: "the username, the person's name or the product's name",
      backoffice2024: "the username, the person's name or the product's name",
    };
    for (const [weak, reason] of Object.entries(refusals)) {
      const answer = await change(token, 'patricia-first-pw', weak);
      expect({ weak, status: answer.status, field: answer.body.result }).toEqual({ weak, status: 400, field: { field: 'newPassword' } });
      expect(answer.body.message).toMatch(new RegExp(`^newPassword: This password is ${reason.replace(/[()]/g, '\\$&')}`));
    }
    expect(await t.login('patricia.lee', 'patricia-first-pw')).toBeTruthy();
    expect((await change(token, 'patricia-first-pw', 'violet kettle orbits 9 quiet dunes')).body.code).toBe(200);
    expect(await t.login('patricia.lee', 'violet kettle orbits 9 quiet dunes')).toBeTruthy();
  });

  it('changes the password, keeps the current sign-in and ends the others', async () => {
    const current = await t.login('pat', 'pat-first-password');
    const other = await t.login('pat', 'pat-first-password');
    const answer = await change(current, 'pat-first-password', 'correct horse battery staple');
    expect(answer.body.code).toBe(200);
    expect(answer.body.result.endedSessions).toBeGreaterThanOrEqual(1);
    expect((await t.post('/api/admin/self/selfInfo', undefined, current)).body.code).toBe(200);
    expect((await t.post('/api/admin/self/selfInfo', undefined, other)).body.code).toBe(50012);
    expect((await t.post('/api/admin/land/login', { username: 'pat', password: 'pat-first-password' })).body.code).toBe(400);
    expect(await t.login('pat', 'correct horse battery staple')).toBeTruthy();
    const audit = await t.app.db.selectFrom('audit_log').select(['outcome', 'detail']).where('action', '=', 'password.change').execute();
    expect(audit.map((a) => a.outcome)).toEqual(expect.arrayContaining(['failure', 'success']));
    expect(JSON.stringify(audit)).not.toContain('correct horse');
  });

  it('clears must-change-password after a reset', async () => {
    const userId = await createUser(t.app, { username: 'fresh', password: 'fresh-one-time-pw', type: 'client', roles: ['client'] });
    await t.app.db.updateTable('users').set({ must_change_password: 1 }).where('id', '=', userId).execute();
    const token = await t.login('fresh', 'fresh-one-time-pw');
    const before = await t.post<{ mustChangePassword?: boolean }>('/api/admin/self/selfInfo', undefined, token);
    expect(before.body.result.mustChangePassword).toBe(true);
    expect((await change(token, 'fresh-one-time-pw', 'my own long passphrase')).body.code).toBe(200);
    const after = await t.post<{ mustChangePassword?: boolean }>('/api/admin/self/selfInfo', undefined, token);
    expect(after.body.result).not.toHaveProperty('mustChangePassword');
  });

  it('answers 429 after five wrong current passwords', async () => {
    const token = await t.login('guesser', 'guesser-password');
    for (let i = 0; i < 5; i += 1) expect((await change(token, `guess-${i}-wrong`, 'another long passphrase')).body.code).toBe(400);
    const blocked = await change(token, 'guesser-password', 'another long passphrase');
    expect(blocked.body.code).toBe(429);
    expect(blocked.body.message).toMatch(/retry in \d+ seconds/);
  });

  it('needs a sign-in (50008)', async () => {
    expect((await t.post('/api/admin/password/change', { currentPassword: 'a', newPassword: 'b' })).body.code).toBe(50008);
  });
});
