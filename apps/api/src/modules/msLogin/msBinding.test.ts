import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/fixtures.js';
import { TEST_ADMIN_PASSWORD, testTargets } from '../../testing/test-app.js';
import { landAfterProvider, startMsTestBed, TENANT, type MsTestBed } from './ms-test-setup.js';
import type { MsBindingListResult, MsPendingResult, MsSignInResult, SelfMsBindingResult } from './schemas.js';

describe.each(testTargets())('binding a Microsoft account on $name', (target) => {
  let bed: MsTestBed;
  let staffId: number;
  beforeAll(async () => {
    bed = await startMsTestBed(target, { MS_PENDING_BINDING_SECONDS: '120' });
    staffId = await createUser(bed.t.app, { username: 'staff', password: 'staff-password-1', roles: ['client'] });
    await createUser(bed.t.app, { username: 'off', password: 'off-password-1', status: 'disabled', roles: ['client'] });
  });
  afterAll(() => bed.close());

  const pendingOf = (url: URL) => url.searchParams.get('pending') ?? '';

  it('keeps a pending binding usable after a wrong password, then binds and signs in', async () => {
    const browser = bed.browser();
    const pending = pendingOf(await landAfterProvider(bed, browser, 'alice', '/setting/role'));
    const status = await browser.postJson<MsPendingResult>('/api/admin/land/ms/pending', { pending });
    expect(status.body.result).toMatchObject({ status: 'active', label: 'Alice Example' });

    const wrong = await browser.postJson('/api/admin/land/ms/bind', { pending, username: 'staff', password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 400, message: 'Invalid username or password', result: null });
    const unknown = await browser.postJson('/api/admin/land/ms/bind', { pending, username: 'nobody', password: 'whatever-pw' });
    expect(unknown.body.message).toBe('Invalid username or password');
    expect(await bed.t.app.db.selectFrom('external_identities').selectAll().execute()).toEqual([]);

    const right = await browser.postJson<MsSignInResult>('/api/admin/land/ms/bind', {
      pending,
      username: 'staff',
      password: 'staff-password-1',
    });
    expect(right.body).toMatchObject({ code: 200, result: { userInfo: { username: 'staff' }, redirect: '/setting/role' } });
    expect((await bed.t.post('/api/admin/self/selfInfo', undefined, right.body.result.token)).body.code).toBe(200);

    const used = await browser.postJson('/api/admin/land/ms/bind', { pending, username: 'staff', password: 'staff-password-1' });
    expect(used.body).toMatchObject({ code: 404, message: 'This Microsoft sign-in has expired, please start again' });
    const audit = JSON.stringify(await bed.t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'land.msBind').execute());
    expect(audit).not.toContain('not-the-password');
    expect(audit).not.toContain('staff-password-1');
  });

  it('refuses a pending binding once it expired (MS_PENDING_BINDING_SECONDS) and in another browser', async () => {
    const browser = bed.browser();
    const pending = pendingOf(await landAfterProvider(bed, browser, 'bob'));
    const elsewhere = await bed.browser().postJson<MsPendingResult>('/api/admin/land/ms/pending', { pending });
    expect(elsewhere.body.result.status).toBe('unknown');
    bed.advance(121);
    expect((await browser.postJson<MsPendingResult>('/api/admin/land/ms/pending', { pending })).body.result.status).toBe('expired');
    const late = await browser.postJson('/api/admin/land/ms/bind', { pending, username: 'admin', password: TEST_ADMIN_PASSWORD });
    expect(late.status).toBe(404);
    expect(late.body).toEqual({
      code: 404,
      message: 'This Microsoft sign-in has expired, please start again',
      result: { reason: 'expired' },
    });
    expect((await browser.postJson<MsPendingResult>('/api/admin/land/ms/pending', { pending: 'x'.repeat(43) })).body.result.status).toBe(
      'unknown',
    );
  });

  it('allows one Microsoft account per staff account and refuses disabled accounts', async () => {
    const browser = bed.browser();
    const pending = pendingOf(await landAfterProvider(bed, browser, 'bob'));
    const taken = await browser.postJson('/api/admin/land/ms/bind', { pending, username: 'staff', password: 'staff-password-1' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('already bound to another Microsoft account');
    const disabled = await browser.postJson('/api/admin/land/ms/bind', { pending, username: 'off', password: 'off-password-1' });
    expect(disabled.body).toMatchObject({ code: 400, message: 'Invalid username or password' });

    const now = new Date().toISOString();
    const duplicate = bed.t.app.db
      .insertInto('external_identities')
      .values({ provider: 'microsoft', tenant: TENANT, oid: 'oid-alice', user_id: 1, label: null, created_at: now, last_login_at: null })
      .execute();
    await expect(duplicate).rejects.toThrow();
  });

  it('stops a pending binding after five wrong passwords', async () => {
    const browser = bed.browser();
    const pending = pendingOf(await landAfterProvider(bed, browser, 'carol'));
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1)
      codes.push((await browser.postJson('/api/admin/land/ms/bind', { pending, username: 'admin', password: `wrong-${i}` })).body.code);
    expect(codes).toEqual([400, 400, 400, 400, 429]);
    const after = await browser.postJson('/api/admin/land/ms/bind', { pending, username: 'admin', password: TEST_ADMIN_PASSWORD });
    expect(after.body.code).toBe(404);
  });

  it('lets an admin see and remove a user binding, and a user their own', async () => {
    const admin = await bed.t.login('admin', TEST_ADMIN_PASSWORD);
    const listed = await bed.t.post<MsBindingListResult>('/api/admin/msBinding/list', { userId: staffId }, admin);
    expect(listed.body.result).toMatchObject({
      total: 1,
      current: 1,
      pageSize: 20,
      list: [{ userId: staffId, provider: 'microsoft', tenant: TENANT, oid: 'oid-alice', label: 'Alice Example' }],
    });
    const badInput = await bed.t.post('/api/admin/msBinding/list', { userId: 'x' }, admin);
    expect(badInput.body).toMatchObject({ code: 400, result: { field: 'userId' } });

    const staff = await bed.t.login('staff', 'staff-password-1');
    expect((await bed.t.post('/api/admin/msBinding/list', { userId: staffId }, staff)).body.code).toBe(403);
    const own = await bed.t.post<SelfMsBindingResult>('/api/admin/self/msBinding', undefined, staff);
    expect(own.body.result.binding).toMatchObject({ oid: 'oid-alice' });
    expect((await bed.t.post('/api/admin/self/msBinding/remove', undefined, staff)).body).toEqual({
      code: 200,
      message: 'ok',
      result: null,
    });
    expect((await bed.t.post<SelfMsBindingResult>('/api/admin/self/msBinding', undefined, staff)).body.result.binding).toBeNull();
    expect((await bed.t.post('/api/admin/self/msBinding/remove', undefined, staff)).body.code).toBe(404);

    // Alice is unbound again: her next sign-in asks for a staff account; bound to admin, an admin removes it.
    const browser = bed.browser();
    const pending = pendingOf(await landAfterProvider(bed, browser, 'alice'));
    expect(
      (await browser.postJson('/api/admin/land/ms/bind', { pending, username: 'admin', password: TEST_ADMIN_PASSWORD })).body.code,
    ).toBe(200);
    expect((await bed.t.post('/api/admin/msBinding/remove', { userId: 1 }, admin)).body.code).toBe(200);
    expect((await bed.t.post<MsBindingListResult>('/api/admin/msBinding/list', { userId: 1 }, admin)).body.result.total).toBe(0);
    const actions = (await bed.t.app.db.selectFrom('audit_log').select('action').execute()).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['msBinding.remove', 'self.msBinding.remove', 'land.msBind', 'land.msLogin']));
  });
});
