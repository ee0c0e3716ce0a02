// The request log never holds a secret that arrived in a URL: the OpenID callback's code and state, the
// console's /mslogin ticket, a bearer token put in a query string.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testTargets, type TestApp } from '../testing/test-app.js';
import { redactedUrl } from './request-log.js';

describe('the request log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const [sqlite] = testTargets();
    if (!sqlite) throw new Error('no SQLite target');
    t = await startTestApp(sqlite, { logger: { level: 'info', stream } });
  });
  afterAll(() => t.close());

  it('writes query values as [redacted], keeping the path and the names', async () => {
    const secrets = ['c0de-from-the-provider', 'st4te-value', 'ticket-0123456789abcdef', 'bearer-token-in-a-url'];
    for (const url of [
      `/api/admin/land/ms/callback?code=${secrets[0]}&state=${secrets[1]}`,
      `/mslogin?ticket=${secrets[2]}`,
      `/api/admin/user/list?access_token=${secrets[3]}`,
    ])
      await t.app.inject({ method: url.startsWith('/api/admin/user') ? 'POST' : 'GET', url });
    const log = lines.join('');
    expect(log).toContain('/api/admin/land/ms/callback?code=[redacted]&state=[redacted]');
    expect(log).toContain('/mslogin?ticket=[redacted]');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('leaves a URL without a query as it is', () => {
    expect(redactedUrl('/api/admin/project/list')).toBe('/api/admin/project/list');
    expect(redactedUrl('/x?flag&a=1')).toBe('/x?flag=[redacted]&a=[redacted]');
  });
});
