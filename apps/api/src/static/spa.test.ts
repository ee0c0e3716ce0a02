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
});
