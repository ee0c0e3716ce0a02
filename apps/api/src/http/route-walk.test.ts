import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installAuthGuard } from '../auth/guard.js';
import type { SessionPolicy } from '../auth/types.js';
import { createUser } from '../testing/fixtures.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../testing/test-app.js';
import { defineRoute } from './define-route.js';
import { ok } from './envelope.js';
import { installErrorHandling } from './error-handler.js';
import { listRoutes } from './route-registry.js';

/** A concrete URL for a route pattern (params and wildcards filled in). */
const concrete = (url: string) => url.replace(/:[^/]+/g, 'x').replace(/\*/g, 'x');
const policy: SessionPolicy = { idleMinutes: 120, absoluteHours: 12, now: () => new Date() };
/** Service tokens (METRICS_TOKEN, OPS_TOKEN) the walked app is configured with, so that their routes exist. */
const serviceTokens = { metricsToken: 'walk-metrics-token-0123456789abcdef', opsToken: 'walk-ops-token-0123456789abcdef' };

describe.each(testTargets())('route walk on $name', (target) => {
  let t: TestApp;
  let clientToken: string;
  beforeAll(async () => {
    t = await startTestApp(target, { config: serviceTokens });
    await createUser(t.app, { username: 'walker', password: 'walker-pw-123', roles: ['client'] });
    clientToken = await t.login('walker', 'walker-pw-123');
  });
  afterAll(() => t.close());

  it('registers the expected routes, each declaring exactly one access rule', () => {
    const routes = listRoutes(t.app);
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/admin/land/login',
        'POST /api/admin/land/logout',
        'POST /api/admin/self/selfInfo',
        'POST /api/admin/self/menuAndOperate',
        'GET /api/health',
        'GET /api/docs/json',
        'GET /api/health/live',
        'GET /api/health/ready',
        'GET /metrics',
        'POST /api/ops/backup',
      ]),
    );
    expect(routes.filter((r) => r.access === undefined)).toEqual([]);
  });

  it('lists every API route in the OpenAPI document, multipart upload included', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    const registered = listRoutes(t.app)
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/') && r.url !== '/api/docs/json')
      .map((r) => `${r.method} ${r.url.replace(/:([^/]+)/g, '{$1}')}`);
    expect(registered).toContain('POST /api/admin/file/upload');
    expect(registered.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('answers 50008 on every non-public route without a token', async () => {
    const guarded = listRoutes(t.app).filter((r) => r.access && !('public' in r.access));
    expect(guarded.length).toBeGreaterThanOrEqual(3);
    for (const route of guarded) {
      const response = await t.app.inject({ method: route.method as 'POST', url: concrete(route.url), payload: {} });
      expect({ route: route.url, status: response.statusCode, code: response.json().code }).toEqual({
        route: route.url,
        status: 401,
        code: 50008,
      });
    }
  });

  it('answers 403 on every operation route of the real app for a signed-in user whose role grants no operation', async () => {
    // The role is made through the real role routes, so the walk depends on no seeded role staying operation-free.
    const adminToken = await t.login('admin', TEST_ADMIN_PASSWORD);
    const role = await t.post<{ id: number }>('/api/admin/role/add', { code: 'no-operations', name: 'No operations' }, adminToken);
    expect(role.body.code).toBe(200);
    await t.post('/api/admin/role/assignPermissions', { id: role.body.result.id, permissionIds: [] }, adminToken);
    await createUser(t.app, { username: 'bare', password: 'bare-walker-pw-1', roles: ['no-operations'] });
    const bareToken = await t.login('bare', 'bare-walker-pw-1');
    const { result } = (await t.post<{ operateList: string[] }>('/api/admin/self/menuAndOperate', undefined, bareToken)).body;
    expect(result.operateList).toEqual([]);
    const operationRoutes = listRoutes(t.app).filter((r) => r.access && 'operation' in r.access);
    expect(operationRoutes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/admin/role/list',
        '/api/admin/role/all',
        '/api/admin/role/assignPermissions',
        '/api/admin/permission/tree',
        '/api/admin/permission/move',
        '/api/admin/authSession/end',
        '/api/admin/audit/list',
      ]),
    );
    for (const route of operationRoutes) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        payload: {},
        headers: { authorization: `Bearer ${bareToken}` },
      });
      expect({ route: route.url, status: response.statusCode, code: response.json().code }).toEqual({
        route: route.url,
        status: 403,
        code: 403,
      });
    }
  });

  it('answers 403 on every service-token route for a wrong token and for a staff session token, however privileged', async () => {
    const adminToken = await t.login('admin', TEST_ADMIN_PASSWORD);
    const serviceRoutes = listRoutes(t.app).filter((r) => r.access && 'serviceToken' in r.access);
    expect(serviceRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['GET /metrics', 'POST /api/ops/backup']));
    for (const route of serviceRoutes) {
      for (const token of ['wrong-token-of-the-same-length-000', adminToken, serviceTokens.metricsToken + serviceTokens.opsToken]) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          headers: { authorization: `Bearer ${token}` },
        });
        expect({ route: route.url, status: response.statusCode, code: response.json().code }).toEqual({
          route: route.url,
          status: 403,
          code: 403,
        });
      }
    }
    const other = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${serviceTokens.opsToken}` } });
    expect(other.statusCode).toBe(403);
  });

  it('a service-token route does not exist (404) while its token is unset, and opens only to that token', async () => {
    const probe = Fastify({ logger: false });
    installErrorHandling(probe);
    installAuthGuard(probe, t.app.db, policy, { ops: 'probe-ops-token-0123456789abcdef' });
    for (const token of ['metrics', 'ops'] as const) {
      defineRoute(probe, {
        method: 'POST',
        url: `/api/probe/${token}`,
        access: { serviceToken: token },
        summary: 'probe',
        tags: ['probe'],
        result: { type: 'string' },
        handler: async () => ok('ran'),
      });
    }
    try {
      const unset = await probe.inject({ method: 'POST', url: '/api/probe/metrics', headers: { authorization: 'Bearer anything-at-all' } });
      expect({ status: unset.statusCode, code: unset.json().code }).toEqual({ status: 404, code: 404 });
      const missing = await probe.inject({ method: 'POST', url: '/api/probe/ops' });
      expect({ status: missing.statusCode, code: missing.json().code }).toEqual({ status: 401, code: 50008 });
      const right = await probe.inject({
        method: 'POST',
        url: '/api/probe/ops',
        headers: { authorization: 'Bearer probe-ops-token-0123456789abcdef' },
      });
      expect(right.json()).toEqual({ code: 200, message: 'ok', result: 'ran' });
    } finally {
      await probe.close();
    }
  });

  it('the guard refuses an undeclared route and enforces operation codes', async () => {
    const adminToken = await t.login('admin', TEST_ADMIN_PASSWORD);
    const probe = Fastify({ logger: false });
    installErrorHandling(probe);
    installAuthGuard(probe, t.app.db, policy);
    probe.post('/api/undeclared', async () => ok('should not run'));
    defineRoute(probe, {
      method: 'POST',
      url: '/api/admin/user/list',
      access: { operation: 'user:list' },
      summary: 'probe',
      tags: ['probe'],
      result: { type: 'string' },
      handler: async () => ok('listed'),
    });
    try {
      const undeclared = await probe.inject({ method: 'POST', url: '/api/undeclared', headers: { authorization: `Bearer ${adminToken}` } });
      expect(undeclared.statusCode).toBe(403);
      expect(undeclared.json()).toMatchObject({ code: 403, message: expect.stringContaining('declares no access rule') });

      const asClient = await probe.inject({
        method: 'POST',
        url: '/api/admin/user/list',
        headers: { authorization: `Bearer ${clientToken}` },
      });
      expect(asClient.json()).toMatchObject({ code: 403, message: expect.stringContaining('user:list') });
      const asAdmin = await probe.inject({
        method: 'POST',
        url: '/api/admin/user/list',
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(asAdmin.json()).toEqual({ code: 200, message: 'ok', result: 'listed' });
    } finally {
      await probe.close();
    }
  });

  it('answers unknown /api routes with a 404 envelope, with or without a token', async () => {
    const anonymous = await t.post('/api/admin/nothing/here');
    expect(anonymous.status).toBe(404);
    expect(anonymous.body.code).toBe(404);
    const get = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(get.statusCode).toBe(404);
    expect(get.json().code).toBe(404);
  });

  it('answers an invalid JSON body with a 400 envelope', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/land/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe(400);
  });

  it('answers an oversized body with a 413 envelope', async () => {
    const big = await t.post('/api/admin/land/login', { username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe(413);
  });

  it('hides internal errors behind a generic 500 with the request id', async () => {
    const probe = Fastify({ logger: false });
    installErrorHandling(probe);
    installAuthGuard(probe, t.app.db, policy);
    defineRoute(probe, {
      method: 'GET',
      url: '/api/boom',
      access: { public: true },
      summary: 'probe',
      tags: ['probe'],
      result: { type: 'null' },
      handler: async () => {
        throw new Error('secret connection string');
      },
    });
    try {
      const response = await probe.inject({ method: 'GET', url: '/api/boom' });
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(body.code).toBe(500);
      expect(body.message).not.toContain('secret');
      expect(body.message).toContain(body.result.requestId);
    } finally {
      await probe.close();
    }
  });
});
