// Bodies that could stall the server are refused before any work: anonymous routes take small bodies, and no
// body may nest deeper than MAX_JSON_DEPTH, so one request cannot hold the event loop for seconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../testing/test-app.js';
import { PUBLIC_BODY_LIMIT } from './define-route.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe.each(testTargets())('request limits on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  it('refuses an anonymous body over the public limit with 413, and still signs in with a normal one', async () => {
    const padded = JSON.stringify({ username: 'admin', password: 'x'.repeat(PUBLIC_BODY_LIMIT) });
    const answer = await post('/api/admin/land/login', padded);
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ code: 413 });
    const normal = await post('/api/admin/land/login', JSON.stringify({ username: 'admin', password: TEST_ADMIN_PASSWORD }));
    expect(normal.statusCode).toBe(200);
  });

  it('refuses an 800 KB deeply nested body at once with 400 naming the nesting, signed in or not', async () => {
    const token = await t.login('admin', TEST_ADMIN_PASSWORD);
    const deep = `{"keyword":${nested(400_000)}}`;
    const started = performance.now();
    const answer = await post('/api/admin/project/list', deep, token);
    expect(answer.json()).toEqual({ code: 400, message: `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`, result: null });
    expect(performance.now() - started).toBeLessThan(500);
    const anonymous = await post('/api/admin/land/login', `{"username":${nested(5_000)}}`);
    expect(anonymous.json()).toMatchObject({ code: 400, message: `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels` });
  });

  it('counts brackets inside strings as text', () => {
    expect(nestsDeeperThan(JSON.stringify({ keyword: '['.repeat(100) }), 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ keyword: 'a\\"[[[[' }), 2)).toBe(false);
    expect(nestsDeeperThan(nested(3), 2)).toBe(true);
  });
});
