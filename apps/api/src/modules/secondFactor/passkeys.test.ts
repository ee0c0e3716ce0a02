import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { PasskeyOptionsResult, SecondFactorListResult } from './schemas.js';
import { enrolTotp } from './test-steps.js';

describe.each(testTargets())('passkeys on $name', (target) => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await startTestApp(target, { config: { publicUrl: 'https://console.example.com' } });
    await createUser(t.app, { username: 'pat', password: 'pat-long-passphrase', type: 'client' });
    token = await t.login('pat', 'pat-long-passphrase');
  });
  afterAll(() => t.close());

  it('offers the browser options for the console host and refuses an answer that does not verify', async () => {
    const { body } = await t.post<PasskeyOptionsResult>('/api/admin/secondFactor/passkey/options', undefined, token);
    expect(body.result.options).toMatchObject({ rp: { id: 'console.example.com' }, user: { name: 'pat' }, challenge: expect.any(String) });
    const forged = { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'e30' } };
    const refused = await t.post(
      '/api/admin/secondFactor/passkey/register',
      { id: body.result.id, name: 'Laptop', response: forged },
      token,
    );
    expect(refused.body).toMatchObject({ code: 400, message: 'The passkey could not be verified: try adding it again' });
    const list = await t.post<SecondFactorListResult>('/api/admin/secondFactor/list', undefined, token);
    expect(list.body.result.factors).toEqual([]);
  });

  it("renames the caller's own factor only", async () => {
    await enrolTotp(t, token, new Date());
    const [factor] = (await t.post<SecondFactorListResult>('/api/admin/secondFactor/list', undefined, token)).body.result.factors;
    expect((await t.post('/api/admin/secondFactor/rename', { id: factor?.id, name: 'Phone' }, token)).body.code).toBe(200);
    const renamed = (await t.post<SecondFactorListResult>('/api/admin/secondFactor/list', undefined, token)).body.result.factors;
    expect(renamed.map((f) => f.name)).toEqual(['Phone']);
    const admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    expect((await t.post('/api/admin/secondFactor/rename', { id: factor?.id, name: 'Mine' }, admin)).body.code).toBe(404);
  });

  it('answers passkey options for the second step only with a live challenge', async () => {
    const refused = await t.post('/api/admin/land/secondFactor/passkeyOptions', { challenge: 'made-up' });
    expect(refused.body).toMatchObject({ code: 400, message: 'This sign-in step has expired; sign in again' });
  });
});
