import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTargets } from '../../testing/test-app.js';
import { createUser } from '../../testing/fixtures.js';
import { landAfterProvider, startMsTestBed, type MsTestBed } from '../msLogin/ms-test-setup.js';
import { enrolTotp } from './test-steps.js';

describe.each(testTargets())('Microsoft binding and a second factor on $name', (target) => {
  let bed: MsTestBed;
  beforeAll(async () => {
    bed = await startMsTestBed(target, { MS_PENDING_BINDING_SECONDS: '120' });
    await createUser(bed.t.app, { username: 'staff', password: 'staff-password-1', roles: ['client'] });
  });
  afterAll(() => bed.close());

  it('refuses to bind a Microsoft account to an account with a second factor by its password alone', async () => {
    await enrolTotp(bed.t, await bed.t.login('staff', 'staff-password-1'), new Date());
    const browser = bed.browser();
    const url = await landAfterProvider(bed, browser, 'alice', '/setting/role');
    const pending = url.searchParams.get('pending') ?? '';
    const bind = await browser.postJson('/api/admin/land/ms/bind', { pending, username: 'staff', password: 'staff-password-1' });
    expect(bind.body).toMatchObject({ code: 403, message: expect.stringContaining('two-step verification') });
    expect(await bed.t.app.db.selectFrom('external_identities').selectAll().execute()).toEqual([]);
  });
});
