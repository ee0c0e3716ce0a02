import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../testing/test-app.js';
import { listRoutes } from './route-registry.js';
import { MAX_INTEGER, unboundedFields, withIntegerBounds } from './schema-bounds.js';

describe('schema bounds', () => {
  it('gives unbounded integers the database integer range and keeps stated maximums and fixed values', () => {
    const bounded = withIntegerBounds({
      type: 'object',
      properties: {
        current: { type: 'integer', minimum: 1 },
        pageSize: { type: 'integer', minimum: 1, maximum: 100 },
        ids: { type: 'array', maxItems: 5, items: { type: 'integer', minimum: 1 } },
        clientId: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
        flag: { type: 'integer', enum: [0, 1] },
      },
    });
    expect(bounded).toEqual({
      type: 'object',
      properties: {
        current: { type: 'integer', minimum: 1, maximum: MAX_INTEGER },
        pageSize: { type: 'integer', minimum: 1, maximum: 100 },
        ids: { type: 'array', maxItems: 5, items: { type: 'integer', minimum: 1, maximum: MAX_INTEGER } },
        clientId: { anyOf: [{ type: 'integer', minimum: 1, maximum: MAX_INTEGER }, { type: 'null' }] },
        flag: { type: 'integer', enum: [0, 1] },
      },
    });
  });

  it('names every field a caller could fill without limit', () => {
    expect(
      unboundedFields({
        type: 'object',
        properties: {
          name: { type: 'string' },
          count: { type: 'integer' },
          tags: { type: 'array', items: { type: 'string', maxLength: 5 } },
          meta: { type: 'object', additionalProperties: { type: 'string', maxLength: 9 } },
          kind: { type: 'string', enum: ['a', 'b'] },
        },
      }),
    ).toEqual([
      'name: string without maxLength',
      'count: number without minimum',
      'count: number without maximum',
      'tags: array without maxItems',
      'meta: object with open keys without maxProperties',
    ]);
  });
});

describe.each(testTargets())('input bounds on $name', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  it('bounds every number, string and list in every route body of the real app', () => {
    const routes = listRoutes(t.app).filter((route) => route.body);
    expect(routes.length).toBeGreaterThan(80);
    const unbounded = routes.flatMap((route) => unboundedFields(route.body).map((field) => `${route.method} ${route.url} ${field}`));
    expect(unbounded).toEqual([]);
  });

  it.each([
    '/api/admin/project/list',
    '/api/admin/project/myList',
    '/api/admin/session/myList',
    '/api/admin/question/list',
    '/api/admin/user/list',
    '/api/admin/audit/list',
  ])('refuses hostile page numbers on %s with a 400 naming the field', async (url) => {
    for (const current of [2 ** 63, 1e308, 2 ** 31, -1, 0, 1.5, '1e308']) {
      const { status, body } = await t.post(url, { current, pageSize: 20 }, admin);
      expect({ current, status, code: body.code, field: (body.result as { field?: string } | null)?.field }).toEqual({
        current,
        status: 400,
        code: 400,
        field: 'current',
      });
      expect(body.message).toMatch(/^current /);
    }
    const { status, body } = await t.post(url, { current: 1, pageSize: 1e308 }, admin);
    expect({ status, field: (body.result as { field?: string }).field }).toEqual({ status: 400, field: 'pageSize' });
    expect((await t.post(url, { current: MAX_INTEGER, pageSize: 20 }, admin)).status).toBe(200);
  });

  it('refuses an id beyond the integer range with a 400, in bodies and in file URLs', async () => {
    const detail = await t.post('/api/admin/role/detail', { id: 2 ** 31 }, admin);
    expect({ status: detail.status, field: (detail.body.result as { field: string }).field }).toEqual({ status: 400, field: 'id' });
    const download = await t.app.inject({
      method: 'GET',
      url: '/api/admin/file/download/2147483648',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect({ status: download.statusCode, field: download.json().result.field }).toEqual({ status: 400, field: 'id' });
  });

  it('documents the multipart upload in the OpenAPI document with its form', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const upload = doc.paths['/api/admin/file/upload'].post;
    const schema = upload.requestBody.content['multipart/form-data'].schema;
    expect(schema).toMatchObject({ type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } });
    expect(upload.security).toEqual([{ bearerAuth: [] }]);
  });

  it('answers a URL whose path does not decode, or a path parameter that is too long, with a 400 envelope', async () => {
    for (const url of ['/api/admin/file/download/%ff', `/api/admin/file/download/${'9'.repeat(200)}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
      expect({ status: response.statusCode, code: response.json().code }).toEqual({ status: 400, code: 400 });
      expect(response.json().message).toMatch(/URL is not valid/);
    }
  });
});
