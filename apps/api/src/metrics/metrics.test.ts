// The Prometheus metrics: safe by default (404 on the main port until METRICS_TOKEN is set, then the token
// only), counters that move with the traffic, bounded labels (route patterns, never raw URLs), the database
// pool or SQLite write count, and the separate tokenless listener of METRICS_PORT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config.js';
import { throttleRulesFrom } from '../modules/signInThrottle/config.js';
import { startTestApp, TEST_ADMIN_PASSWORD, testTargets, type TestApp } from '../testing/test-app.js';
import { startMetricsListener } from './listener.js';

const METRICS_TOKEN = 'test-metrics-token-0123456789abcdef';

/** One sample of the exposition text: metric name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the Prometheus text exposition format (comments skipped). */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)) labels[key as string] = value as string;
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

/** Sum of the samples named `name` whose labels include `labels`. */
function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

describe.each(testTargets())('metrics on $name', (target) => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseExposition(response.body);
  };
  beforeAll(async () => {
    // One free failure, a wait after the second, a lock at the third: three quick wrong passwords lock the account.
    const signInThrottle = throttleRulesFrom({ SIGNIN_ACCOUNT_FREE_FAILURES: '1', SIGNIN_ACCOUNT_LOCK_AFTER: '3' });
    t = await startTestApp(target, { config: { metricsToken: METRICS_TOKEN, signInThrottle } });
  });
  afterAll(() => t.close());

  it('is not on the main port without METRICS_TOKEN (404), and needs exactly that token when set', async () => {
    const plain = await startTestApp(target);
    try {
      const absent = await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect({ status: absent.statusCode, code: absent.json().code }).toEqual({ status: 404, code: 404 });
    } finally {
      await plain.close();
    }
    const missing = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect({ status: missing.statusCode, code: missing.json().code }).toEqual({ status: 401, code: 50008 });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN.replace(/.$/, 'x')}` },
    });
    expect({ status: wrong.statusCode, code: wrong.json().code }).toEqual({ status: 403, code: 403 });
    const staff = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${await t.login('admin', TEST_ADMIN_PASSWORD)}` },
    });
    expect(staff.statusCode).toBe(403);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(doc.paths['/metrics']).toBeUndefined();
  });

  it('counts requests by route pattern, sign-in failures and locks, and list cache hits and misses', async () => {
    const before = await scrape();
    const admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    for (let i = 0; i < 3; i += 1)
      expect((await t.post('/api/admin/land/login', { username: 'admin', password: 'not-the-password' })).status).toBe(400);
    for (let i = 0; i < 3; i += 1) expect((await t.post('/api/admin/project/list', { current: 1, pageSize: 10 }, admin)).status).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/file/download/98765', headers: { authorization: `Bearer ${admin}` } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/nothing-here-0c5e1' })).statusCode).toBe(404);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) => total(after, name, labels) - total(before, name, labels);

    expect(moved('backoffice_http_requests_total', { method: 'POST', route: '/api/admin/land/login', status_code: '400' })).toBe(3);
    expect(moved('backoffice_http_requests_total', { method: 'POST', route: '/api/admin/land/login', status_code: '200' })).toBe(1);
    expect(moved('backoffice_http_requests_total', { method: 'POST', route: '/api/admin/project/list', status_code: '200' })).toBe(3);
    expect(moved('backoffice_http_requests_total', { route: '/api/admin/file/download/:id', status_code: '404' })).toBe(1);
    expect(moved('backoffice_http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
    expect(moved('backoffice_http_request_duration_seconds_count', { route: '/api/admin/project/list' })).toBe(3);
    expect(after.some((s) => Object.values(s.labels).some((v) => v.includes('98765') || v.includes('0c5e1')))).toBe(false);

    expect(moved('backoffice_sign_in_failures_total', { reason: 'wrong_password' })).toBe(2);
    expect(moved('backoffice_sign_in_failures_total', { reason: 'throttled' })).toBe(1);
    expect(moved('backoffice_sign_in_locks_total', { kind: 'account' })).toBe(1);
    expect(moved('backoffice_list_cache_requests_total', { list: 'project', result: 'hit' })).toBeGreaterThanOrEqual(2);
    expect(moved('backoffice_list_cache_requests_total', { list: 'project', result: 'miss' })).toBeGreaterThanOrEqual(1);
  });

  it('reports the database and the process', async () => {
    const samples = await scrape();
    expect(total(samples, 'backoffice_db_info', { dialect: target.name })).toBe(1);
    if (target.name === 'postgres') {
      // The main pool, and the one whose connections plan each named statement once (the session read is one).
      expect(total(samples, 'backoffice_db_pool_connections', { pool: 'main' })).toBeGreaterThanOrEqual(1);
      expect(total(samples, 'backoffice_db_pool_connections', { pool: 'planned_once' })).toBeGreaterThanOrEqual(1);
      expect(total(samples, 'backoffice_db_pool_max_connections', { pool: 'main' })).toBe(DEFAULT_DATABASE_POOL_SIZE);
      expect(total(samples, 'backoffice_db_pool_max_connections', { pool: 'planned_once' })).toBe(DEFAULT_DATABASE_POOL_SIZE);
      expect(samples.some((s) => s.name === 'backoffice_db_pool_waiting_requests')).toBe(true);
      expect(samples.some((s) => s.name === 'backoffice_db_pool_idle_connections')).toBe(true);
    } else {
      expect(total(samples, 'backoffice_db_sqlite_rows_written_total')).toBeGreaterThan(0);
    }
    expect(total(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === 'nodejs_heap_size_used_bytes')).toBe(true);
  });

  it('counts the password hashes the process computed: a wrong password costs one', async () => {
    const hashes = async () => total(await scrape(), 'backoffice_password_hashes_total');
    const before = await hashes();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/land/login',
      payload: { username: 'admin', password: 'not-the-password' },
      remoteAddress: '10.9.9.9',
    });
    expect(answer.json()).toMatchObject({ code: 400 });
    expect((await hashes()) - before).toBe(1);
  });

  it("keeps each app's counts apart", async () => {
    const other = await startTestApp(target, { config: { metricsToken: METRICS_TOKEN } });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(total(parseExposition(response.body), 'backoffice_http_requests_total', { route: '/api/admin/project/list' })).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('serves /metrics without a token on the separate metrics listener, and nothing else there', async () => {
    const listener = await startMetricsListener(t.app.metrics, { host: '127.0.0.1', port: 0 });
    try {
      const response = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
      expect(response.status).toBe(200);
      expect(
        total(parseExposition(await response.text()), 'backoffice_http_requests_total', { route: '/api/admin/project/list' }),
      ).toBeGreaterThanOrEqual(3);
      expect((await fetch(`http://127.0.0.1:${listener.port}/api/health`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${listener.port}/metrics`, { method: 'POST' })).status).toBe(405);
    } finally {
      await listener.close();
    }
  });
});
