import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, PNG_BYTES } from '../modules/file/multipart-body.test-helper.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../testing/test-app.js';
import { CSP_REPORT_MAX_BYTES, violationsOf } from './csp-report.js';
import { HSTS, PAGE_CSP, SANDBOX_CSP } from './security-headers.js';

/** The headers every answer carries, whatever it is. */
function expectCommonHeaders(response: LightMyRequestResponse): void {
  expect(response.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  });
}

describe('page policy', () => {
  it('allows no inline script, no plugin, no framing and no base or foreign form targets', () => {
    const directives = new Map(PAGE_CSP.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('style-src')).toBe("'self'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'none'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('form-action')).toBe("'self'");
    expect(PAGE_CSP).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('reads violations from both report formats, bounded', () => {
    const legacy = violationsOf({
      'csp-report': { 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline', 'document-uri': 'x'.repeat(500) },
    });
    expect(legacy).toEqual([{ directive: 'script-src-elem', blocked: 'inline', document: 'x'.repeat(200), sample: '' }]);
    const modern = violationsOf(
      Array.from({ length: 20 }, () => ({ type: 'csp-violation', body: { effectiveDirective: 'style-src-attr', blockedURL: 'inline' } })),
    );
    expect(modern).toHaveLength(10);
    expect(violationsOf('nonsense')).toEqual([]);
    expect(violationsOf([null, 1, { type: 'other' }])).toEqual([]);
  });
});

describe.each(testTargets())('security headers on $name', (target) => {
  let t: TestApp;
  let secure: TestApp;
  let dir: string;
  let admin: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-headers-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>console</title>');
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log("app")');
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    t = await startTestApp(target, { config: { staticDir: dir, publicUrl: 'http://console.example.test/' } });
    secure = await startTestApp(target, { config: { staticDir: dir, publicUrl: 'https://console.example.test/' } });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await secure.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('gives the console page (at / and at any client-side route) the strict policy, also on a 304 revalidation', async () => {
    for (const url of ['/', '/projectMgt/projectDetail?id=3', '/index.html']) {
      const page = await get(url);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toBe(PAGE_CSP);
      expect(page.headers['reporting-endpoints']).toBe('csp="/api/csp-report"');
      expectCommonHeaders(page);
      expect(page.headers['strict-transport-security']).toBeUndefined();
    }
    const first = await get('/');
    const again = await get('/', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(PAGE_CSP);
  });

  it('sandboxes everything that is not the page: scripts, an SVG, API envelopes, errors', async () => {
    const asset = await get('/assets/app-1a2b.js');
    const svg = await get('/favicon.svg');
    const health = await get('/api/health');
    const missing = await get('/api/nothing');
    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/user/list' });
    expect([missing.statusCode, refused.statusCode]).toEqual([404, 401]);
    for (const response of [asset, svg, health, missing, refused]) {
      expect(response.headers['content-security-policy']).toBe(SANDBOX_CSP);
      expectCommonHeaders(response);
    }
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('marks every API answer no-store: a sign-in with its token, an error, a list', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/land/login',
      payload: { username: 'admin', password: TEST_ADMIN_PASSWORD },
    });
    expect(login.json().result.token).toEqual(expect.any(String));
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/land/login',
      payload: { username: 'admin', password: 'wrong-password-1' },
    });
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user/list',
      payload: {},
      headers: { authorization: `Bearer ${admin}` },
    });
    for (const response of [login, wrong, list, await get('/api/docs/json')]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toBe(SANDBOX_CSP);
      expectCommonHeaders(response);
    }
  });

  it('sends downloads and previews as attachments or sandboxed images, never stored', async () => {
    const { payload, headers } = multipartBody('pixel.png', PNG_BYTES);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/file/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${admin}` },
    });
    const id = uploaded.json().result.id as number;
    const auth = { authorization: `Bearer ${admin}` };
    const download = await get(`/api/admin/file/download/${id}`, auth);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    const preview = await get(`/api/admin/file/preview/${id}`, auth);
    expect(preview.headers['content-type']).toBe('image/png');
    for (const response of [download, preview]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toBe(SANDBOX_CSP);
      expect(response.headers['cache-control']).toBe('no-store');
      expectCommonHeaders(response);
    }
  });

  it('adds HSTS only when the public URL is https', async () => {
    const page = await secure.app.inject({ method: 'GET', url: '/' });
    const api = await secure.app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['strict-transport-security']).toBe(HSTS);
    expect(api.headers['strict-transport-security']).toBe(HSTS);
    expect((await get('/api/health')).headers['strict-transport-security']).toBeUndefined();
  });

  it('takes CSP reports without a token in both formats, and refuses oversized ones', async () => {
    const legacy = await t.app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' } }),
    });
    expect({ status: legacy.statusCode, body: legacy.json() }).toEqual({ status: 200, body: { code: 200, message: 'ok', result: null } });
    const modern = await t.app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([{ type: 'csp-violation', body: { effectiveDirective: 'style-src-attr' } }]),
    });
    expect(modern.statusCode).toBe(200);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { sample: 'x'.repeat(CSP_REPORT_MAX_BYTES) } }),
    });
    expect({ status: big.statusCode, code: big.json().code }).toEqual({ status: 413, code: 413 });
  });
});
