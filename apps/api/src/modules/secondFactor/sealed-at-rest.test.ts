import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretSealer, newSecretsKeyText, parseSecretsKeys, secretsKeyId } from '../../auth/sealed-secrets.js';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_SECRETS_KEY, testTargets, type TestApp } from '../../testing/test-app.js';
import { TOO_MANY_PROOFS } from '../signInThrottle/own-proof.js';
import { sealedSecretContext } from './store.js';
import { codeAt, codeStep, enrolTotp, passwordStep } from './test-steps.js';

// Issue 36: an authenticator's key is kept sealed outside the database's reach (ASVS 5.0 V11/V13), and a user's own
// proofs (to remove a factor or renew recovery codes) are throttled like sign-ins (V6.3.1).
describe.each(testTargets())('second-factor secrets on $name', (target) => {
  let t: TestApp;
  let clock = new Date('2026-03-02T10:00:00.000Z');
  const tick = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
  let secret = '';
  const storedSecret = async () =>
    (await t.app.db.selectFrom('second_factors').select(['secret', 'user_id']).where('kind', '=', 'totp').executeTakeFirstOrThrow()) as {
      secret: string;
      user_id: number;
    };
  const restart = async (secretsKeys: Buffer[]) => {
    await t.close({ keepDatabase: true });
    t = await startTestApp(target, { database: t.database, now: () => clock, config: { secretsKeys } });
  };
  const signsInWithCode = async () => {
    tick(30);
    const answer = await codeStep(t, await passwordStep(t, 'carol', 'carol-long-passphrase'), await codeAt(secret, clock));
    return answer.body.code;
  };

  beforeAll(async () => {
    t = await startTestApp(target, { now: () => clock });
    await createUser(t.app, { username: 'carol', password: 'carol-long-passphrase', type: 'client' });
    ({ secret } = await enrolTotp(t, await t.login('carol', 'carol-long-passphrase'), clock));
  });
  afterAll(() => t.close());

  it('stores the authenticator key sealed, never as typed into the app', async () => {
    const row = await storedSecret();
    expect(row.secret).not.toContain(secret);
    expect(row.secret.startsWith(`s1.${secretsKeyId(TEST_SECRETS_KEY)}.`)).toBe(true);
    expect(await signsInWithCode()).toBe(200);
  });

  it('seals a key stored in plain text before sealing existed on the next start, and it still works', async () => {
    const row = await storedSecret();
    const plain = createSecretSealer([TEST_SECRETS_KEY]).open(row.secret, sealedSecretContext(row.user_id));
    await t.app.db.updateTable('second_factors').set({ secret: plain }).where('kind', '=', 'totp').execute();
    await restart([TEST_SECRETS_KEY]);
    expect((await storedSecret()).secret).not.toContain(secret);
    expect(await signsInWithCode()).toBe(200);
  });

  it('seals again with a new first key of SECRETS_KEY, and refuses to start with a key that cannot open them', async () => {
    const [newKey] = parseSecretsKeys(newSecretsKeyText(), 'SECRETS_KEY');
    await restart([newKey!, TEST_SECRETS_KEY]);
    expect((await storedSecret()).secret.startsWith(`s1.${secretsKeyId(newKey!)}.`)).toBe(true);
    expect(await signsInWithCode()).toBe(200);
    await t.close({ keepDatabase: true });
    await expect(startTestApp(target, { database: t.database, now: () => clock })).rejects.toThrow(/SECRETS_KEY/);
    t = await startTestApp(target, { database: t.database, now: () => clock, config: { secretsKeys: [newKey!] } });
    expect(await signsInWithCode()).toBe(200);
  });

  it('slows wrong passwords to renew recovery codes like wrong sign-ins: after the free tries even the right one waits', async () => {
    tick(30);
    const answer = await codeStep(t, await passwordStep(t, 'carol', 'carol-long-passphrase'), await codeAt(secret, clock));
    const { token } = answer.body.result;
    for (let i = 0; i < 6; i++) {
      const wrong = await t.post('/api/admin/secondFactor/recoveryCodes', { password: `wrong-guess-${i}` }, token);
      expect(wrong.body).toMatchObject({ code: 400, result: { field: 'password' } });
    }
    const refused = await t.post('/api/admin/secondFactor/recoveryCodes', { password: 'carol-long-passphrase' }, token);
    expect(refused.body).toEqual({ code: 400, message: TOO_MANY_PROOFS, result: { field: 'password' } });
    tick(2);
    const right = await t.post('/api/admin/secondFactor/recoveryCodes', { password: 'carol-long-passphrase' }, token);
    expect(right.body.code).toBe(200);
  });
});
