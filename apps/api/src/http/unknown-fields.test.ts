// Every route refuses a body field it does not know with a 400 naming it, instead of dropping it: a caller
// filtering a list by a field the route does not have learns so, rather than getting the unfiltered list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plausibleValue, type OpenApiSchema } from '../testing/fuzz/values.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../testing/test-app.js';
import { unknownFieldMessage } from './closed-bodies.js';
import { listRoutes, type RegisteredRoute } from './route-registry.js';

const concrete = (url: string) => url.replace(/:[^/]+/g, 'x').replace(/\*/g, 'x');
const serviceTokens = { metricsToken: 'unknown-metrics-token-0123456789abcdef', opsToken: 'unknown-ops-token-0123456789abcdef' };
const EXTRA = 'notAField';

describe.each(testTargets())('unknown body fields on $name', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target, { config: serviceTokens });
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  const tokenFor = (route: RegisteredRoute): string | undefined => {
    if (!route.access || 'public' in route.access) return undefined;
    if ('serviceToken' in route.access) return route.access.serviceToken === 'ops' ? serviceTokens.opsToken : serviceTokens.metricsToken;
    return admin;
  };

  it('answers every route that takes a JSON body with a 400 naming a field it does not know, before doing anything', async () => {
    // Routes with a body schema, and the POST routes without one (logout, own menu...), which take no field at all.
    // The upload reads a multipart form, not JSON: it refuses a JSON body as a whole ("file is required"). CSP
    // reports are written by browsers, with fields of their own: the route reads them as sent.
    const notJson = ['/api/admin/file/upload', '/api/csp-report'];
    const routes = listRoutes(t.app).filter((route) => (route.body || route.method === 'POST') && !notJson.includes(route.url));
    expect(routes.length).toBeGreaterThan(100);
    const answers = [];
    for (const route of routes) {
      const valid = route.body ? (plausibleValue(route.body as OpenApiSchema) as Record<string, unknown>) : {};
      const token = tokenFor(route);
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        payload: { ...valid, [EXTRA]: 1 },
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const body = response.json();
      answers.push({
        route: `${route.method} ${route.url}`,
        status: response.statusCode,
        message: body.message,
        field: body.result?.field,
      });
    }
    const expected = routes.map((route) => ({
      route: `${route.method} ${route.url}`,
      status: 400,
      message: unknownFieldMessage(EXTRA),
      field: EXTRA,
    }));
    expect(answers).toEqual(expected);
  });

  it('refuses a list filter the route does not have, and answers the one it has', async () => {
    await t.post('/api/admin/project/add', { name: 'Alpha', description: 'a' }, admin);
    const wrong = await t.post('/api/admin/project/list', { current: 1, pageSize: 20, name: 'Alpha' }, admin);
    expect({ status: wrong.status, message: wrong.body.message }).toEqual({ status: 400, message: 'name is not a field of this request' });
    const right = await t.post<{ total: number }>('/api/admin/project/list', { current: 1, pageSize: 20, keyword: 'Alpha' }, admin);
    expect(right.status).toBe(200);
  });

  it('refuses an unknown field nested in a body object, naming its path', async () => {
    const response = await t.post(
      '/api/admin/self/listPreferences/save',
      { list: 'projects', preferences: { density: 'small', colour: 'red' } },
      admin,
    );
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 400,
      message: 'preferences.colour is not a field of this request',
    });
  });
});
