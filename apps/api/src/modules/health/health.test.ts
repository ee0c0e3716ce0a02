import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testTargets, type TestApp } from '../../testing/test-app.js';

describe.each(testTargets())('health and OpenAPI on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  it('reports ok and the database engine without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, message: 'ok', result: { status: 'ok', database: target.name } });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/land/login',
        '/api/admin/land/logout',
        '/api/admin/self/selfInfo',
        '/api/admin/self/menuAndOperate',
        '/api/health',
      ]),
    );
    const login = doc.paths['/api/admin/land/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(login.security).toBeUndefined();
    expect(doc.paths['/api/admin/self/selfInfo'].post.security).toEqual([{ bearerAuth: [] }]);
  });
});
