import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testTargets, type TestApp } from '../testing/test-app.js';

describe.each(testTargets())('static console on $name', (target) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-static-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>console</title>');
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log("app")');
    fs.writeFileSync(path.join(dir, 'assets', 'app.css'), 'body{margin:0}');
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(dir, '.env'), 'SECRET=1');
    t = await startTestApp(target, { config: { staticDir: dir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves files and the index at /', async () => {
    const asset = await get('/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    const root = await get('/');
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>console</title>');
  });

  it('falls back to index.html for client-side routes', async () => {
    for (const url of ['/login', '/setting/resetPassword', '/projectMgt/projectDetail?id=3']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>console</title>');
    }
  });

  it('never falls back under /api, and does not let path tricks escape the folder', async () => {
    const api = await get('/api/admin/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
    const post = await t.app.inject({ method: 'POST', url: '/login' });
    expect(post.statusCode).toBe(404);
    const escape = await get('/../../../../etc/passwd');
    expect(escape.body).not.toContain('root:');
  });

  it('still answers API routes', async () => {
    const health = await get('/api/health');
    expect(health.json()).toEqual({ code: 200, message: 'ok', result: { status: 'ok', database: target.name } });
  });

  it('sends each file with its type; hashed assets are kept a year, the favicon an hour, the page revalidated by ETag', async () => {
    const js = await get('/assets/app.js');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/assets/app.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    const icon = await get('/favicon.svg');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const page = await get('/login');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/login', headers: { 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await t.app.inject({ method: 'GET', url: '/login', headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String('console.log("app")'.length));
  });

  it('answers a missing asset with a 404 (not the page), and never serves dotfiles', async () => {
    const missing = await get('/assets/old-chunk.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
    const dotfile = await get('/.env');
    expect(dotfile.body).not.toContain('SECRET');
    expect(dotfile.headers['content-type']).toContain('text/html');
    expect((await get('/%E0%A4%A')).statusCode).toBe(400);
  });
});
