import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets } from '../../testing/test-app.js';
import { APP_ORIGIN, CLIENT_ID, landAfterProvider, signInAtProvider, startMsTestBed, TENANT, type MsTestBed } from './ms-test-setup.js';
import type { MsSignInResult } from './schemas.js';

describe.each(testTargets())('Microsoft sign-in flow on $name', (target) => {
  let bed: MsTestBed;
  beforeAll(async () => {
    bed = await startMsTestBed(target);
  });
  afterAll(() => bed.close());

  it('answers the public config and starts with state, nonce and an S256 challenge kept server-side', async () => {
    const config = await bed.t.app.inject({ method: 'GET', url: '/api/admin/land/ms/config' });
    expect(config.json()).toEqual({ code: 200, message: 'ok', result: { enabled: true } });

    const browser = bed.browser();
    const start = await bed.t.app.inject({ method: 'GET', url: '/api/admin/land/ms/start?redirect=/setting/role' });
    expect(start.statusCode).toBe(302);
    const url = new URL(String(start.headers.location));
    expect(url.origin).toBe(bed.provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP_ORIGIN}/api/admin/land/ms/callback`);
    const state = url.searchParams.get('state') ?? '';
    const nonce = url.searchParams.get('nonce') ?? '';
    expect(state.length).toBeGreaterThan(20);
    expect(String(start.headers['set-cookie'])).toMatch(
      /^ms_signin_browser=[\w-]+; Path=\/api\/admin\/land\/ms; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );

    const rows = await bed.t.app.db.selectFrom('oidc_transactions').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(state);
    expect(stored).toContain(nonce);
    expect(rows.find((r) => r.nonce === nonce)?.return_to).toBe('/setting/role');
    expect(browser).toBeDefined();
  });

  it('never redirects to another site after sign-in', async () => {
    await bed.t.app.inject({ method: 'GET', url: '/api/admin/land/ms/start?redirect=//evil.example/x' });
    const last = await bed.t.app.db.selectFrom('oidc_transactions').select('return_to').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last.return_to).toBe('/dashboard/workplace');
  });

  it('signs a bound person in through a one-time ticket, never a token in the URL', async () => {
    const browser = bed.browser();
    const first = await landAfterProvider(bed, browser, 'alice');
    expect(first.pathname).toBe('/bindingUser');
    const bound = await browser.postJson<MsSignInResult>('/api/admin/land/ms/bind', {
      pending: first.searchParams.get('pending'),
      username: 'admin',
      password: TEST_ADMIN_PASSWORD,
    });
    expect(bound.body).toMatchObject({ code: 200, result: { userInfo: { username: 'admin' }, redirect: '/setting/role' } });

    const again = await landAfterProvider(bed, browser, 'alice', '/dashboard/workplace');
    expect(again.pathname).toBe('/mslogin');
    expect([...again.searchParams.keys()]).toEqual(['ticket']);
    const ticket = again.searchParams.get('ticket') ?? '';

    const exchange = await browser.postJson<MsSignInResult>('/api/admin/land/ms/exchange', { ticket });
    expect(exchange.body).toMatchObject({
      code: 200,
      message: 'welcome to use',
      result: { userInfo: { username: 'admin' }, redirect: '/dashboard/workplace' },
    });
    expect(again.toString()).not.toContain(exchange.body.result.token);
    const self = await bed.t.post('/api/admin/self/selfInfo', undefined, exchange.body.result.token);
    expect(self.body).toMatchObject({ code: 200, result: { username: 'admin' } });

    const replay = await browser.postJson('/api/admin/land/ms/exchange', { ticket });
    expect(replay.body).toMatchObject({ code: 400, message: expect.stringContaining('expired or was already used') });
    const identity = await bed.t.app.db
      .selectFrom('external_identities')
      .selectAll()
      .where('oid', '=', 'oid-alice')
      .executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ provider: 'microsoft', tenant: TENANT, label: 'Alice Example' });
  });

  it('refuses a ticket shown by another browser, and burns it', async () => {
    const browser = bed.browser();
    const ticket = (await landAfterProvider(bed, browser, 'alice')).searchParams.get('ticket');
    const stolen = await bed.browser().postJson('/api/admin/land/ms/exchange', { ticket });
    expect(stolen.body).toMatchObject({ code: 400, result: { field: 'ticket' } });
    expect((await browser.postJson('/api/admin/land/ms/exchange', { ticket })).body.code).toBe(400);
  });

  it('refuses a ticket after its 60 seconds', async () => {
    const browser = bed.browser();
    const landed = await landAfterProvider(bed, browser, 'alice');
    bed.advance(61);
    const late = await browser.postJson('/api/admin/land/ms/exchange', { ticket: landed.searchParams.get('ticket') });
    expect(late.body.code).toBe(400);
  });

  it('refuses a tampered state, a replayed state and a callback in another browser', async () => {
    const browser = bed.browser();
    const callback = new URL(await signInAtProvider(bed, browser, 'bob'));
    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')?.slice(0, -2)}xy`);
    expect((await browser.get(tampered.toString())).location).toBe(`${APP_ORIGIN}/mslogin?error=state`);

    const elsewhere = await bed.browser().get(callback.toString());
    expect(elsewhere.location).toBe(`${APP_ORIGIN}/mslogin?error=state`);

    const browser2 = bed.browser();
    const callback2 = await signInAtProvider(bed, browser2, 'bob');
    expect((await browser2.get(callback2)).location).toMatch(/\/bindingUser\?pending=/);
    expect((await browser2.get(callback2)).location).toBe(`${APP_ORIGIN}/mslogin?error=state`);
  });

  it('refuses a nonce mismatch and a wrong PKCE verifier', async () => {
    const browser = bed.browser();
    const callback = await signInAtProvider(bed, browser, 'bob');
    await bed.t.app.db.updateTable('oidc_transactions').set({ nonce: 'forged-nonce-value' }).execute();
    expect((await browser.get(callback)).location).toBe(`${APP_ORIGIN}/mslogin?error=token`);

    const callback2 = await signInAtProvider(bed, browser, 'bob');
    await bed.t.app.db
      .updateTable('oidc_transactions')
      .set({ code_verifier: 'x'.repeat(43) })
      .execute();
    expect((await browser.get(callback2)).location).toBe(`${APP_ORIGIN}/mslogin?error=token`);
    const audit = await bed.t.app.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'land.msLogin')
      .where('outcome', '=', 'failure')
      .execute();
    expect(audit.filter((a) => a.detail?.includes('"reason":"token"')).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['audience', (c: Record<string, unknown>) => ({ claims: { ...c, aud: 'someone-else' } })],
    ['extra audience', (c: Record<string, unknown>) => ({ claims: { ...c, aud: [CLIENT_ID, 'someone-else'], azp: CLIENT_ID } })],
    ['issuer', (c: Record<string, unknown>) => ({ claims: { ...c, iss: 'http://127.0.0.1:1/other' } })],
    [
      'expiry',
      (c: Record<string, unknown>) => ({
        claims: { ...c, exp: Math.floor(Date.now() / 1000) - 600, iat: Math.floor(Date.now() / 1000) - 1200 },
      }),
    ],
    ['signature', (c: Record<string, unknown>) => ({ claims: c, key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey })],
  ])('refuses an ID token with a wrong %s', async (_name, tamper) => {
    const browser = bed.browser();
    bed.tamper = tamper;
    try {
      expect((await browser.get(await signInAtProvider(bed, browser, 'carol'))).location).toBe(`${APP_ORIGIN}/mslogin?error=token`);
    } finally {
      bed.tamper = undefined;
    }
    // The same forgery path with the claims untouched is accepted, so the refusal above is the check at work.
    bed.tamper = (c) => ({ claims: c });
    try {
      expect((await browser.get(await signInAtProvider(bed, browser, 'carol'))).location).toMatch(/\/bindingUser\?pending=/);
    } finally {
      bed.tamper = undefined;
    }
  });

  it('sends a cancelled sign-in back with a message', async () => {
    const browser = bed.browser();
    const callback = new URL(await signInAtProvider(bed, browser, 'carol'));
    const denied = new URL(`${APP_ORIGIN}/api/admin/land/ms/callback`);
    denied.searchParams.set('error', 'access_denied');
    denied.searchParams.set('state', callback.searchParams.get('state') ?? '');
    expect((await browser.get(denied.toString())).location).toBe(`${APP_ORIGIN}/mslogin?error=denied`);
  });
});

describe.each(testTargets())('Microsoft sign-in not configured on $name', (target) => {
  it('says so on /ms/config and answers 404 on the ms routes', async () => {
    const t = await startTestApp(target);
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/land/ms/config' })).json()).toEqual({
        code: 200,
        message: 'ok',
        result: { enabled: false },
      });
      for (const url of ['/api/admin/land/ms/start', '/api/admin/land/ms/callback?state=x']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 404, message: 'Microsoft sign-in is not configured', result: null });
      }
      const bind = await t.post('/api/admin/land/ms/bind', { pending: 'p'.repeat(43), username: 'admin', password: 'x' });
      expect(bind.body).toMatchObject({ code: 404, message: 'Microsoft sign-in is not configured' });
    } finally {
      await t.close();
    }
  });
});
