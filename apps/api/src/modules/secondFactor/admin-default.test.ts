import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../../testing/test-app.js';
import type { LoginAnswer } from '../signIn/schemas.js';

describe('SECOND_FACTOR_ADMIN_DEFAULT', () => {
  it('is on unless the setting turns it off', () => {
    expect(loadConfig({}).secondFactorAdminDefault).toBe(true);
    expect(loadConfig({ SECOND_FACTOR_ADMIN_DEFAULT: 'off' }).secondFactorAdminDefault).toBe(false);
    expect(() => loadConfig({ SECOND_FACTOR_ADMIN_DEFAULT: 'maybe' })).toThrow(/SECOND_FACTOR_ADMIN_DEFAULT/);
  });
});

describe.each(testTargets())('a new installation on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { config: { secondFactorAdminDefault: true } });
  });
  afterAll(() => t.close());

  it('requires a second factor of the admin role, so the first admin sign-in may only enrol', async () => {
    const role = await t.app.db.selectFrom('roles').select(['code', 'second_factor_required']).orderBy('id').execute();
    expect(role.filter((r) => Number(r.second_factor_required) === 1).map((r) => r.code)).toEqual(['admin']);
    const { body } = await t.post<LoginAnswer>('/api/admin/land/login', { username: 'admin', password: TEST_ADMIN_PASSWORD });
    if (!('token' in body.result)) throw new Error('expected a token');
    expect(body.result.userInfo.mustEnrolSecondFactor).toBe(true);
    expect((await t.post('/api/admin/user/list', {}, body.result.token)).body.code).toBe(403);
  });
});
