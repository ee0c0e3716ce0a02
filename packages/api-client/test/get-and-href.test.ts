// The typed client's GET routes at run time: `get` goes through the envelope client's axios instance (its token,
// its language, its error toast and EnvelopeError) and answers the result; `href` is a route's address with its
// path parameters encoded.
import { createEnvelopeClient, EnvelopeError, type Notifier } from '@backoffice/console-core';
import type { AxiosAdapter } from 'axios';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/index';

/** A console's typed client over an envelope client whose server answers `envelope` to every request. */
function apiAnswering(status: number, envelope: { code: number; message: string; result: unknown }) {
  const requests: { method: string; url: string; authorization: unknown; language: unknown }[] = [];
  const toasts: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const headers = config.headers.toJSON();
    requests.push({
      method: config.method ?? '',
      url: config.url ?? '',
      authorization: headers.Authorization,
      language: headers['Accept-Language'],
    });
    const response = {
      data: envelope,
      status,
      statusText: String(status),
      headers: { 'content-type': 'application/json' },
      config,
      request: {},
    };
    if (status >= 400) throw Object.assign(new Error(`HTTP ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  const notifier: Notifier = {
    toast: ({ content }) => void toasts.push(String(content)),
    notice: () => undefined,
    confirm: () => undefined,
  };
  const client = createEnvelopeClient({
    getToken: () => 'token-1',
    getLocale: () => 'zh-CN',
    notifier,
    onReLogin: () => undefined,
    adapter,
  });
  return { api: createApiClient(client), requests, toasts };
}

describe('api.get', () => {
  it('GETs the route with the console token and language, and answers the envelope result', async () => {
    const ready = { status: 'ready', database: 'sqlite', reachable: true, missingMigrations: null } as const;
    const server = apiAnswering(200, { code: 200, message: 'ok', result: ready });
    const answer = await server.api.get('/api/health/ready');
    expect(answer).toEqual(ready);
    expect(answer.missingMigrations).toBeNull();
    expect(server.requests).toEqual([{ method: 'get', url: '/api/health/ready', authorization: 'Bearer token-1', language: 'zh-CN' }]);
  });

  it('refuses as the kit does: the server message toasted, an EnvelopeError with its code', async () => {
    const server = apiAnswering(503, { code: 503, message: 'missing migrations: 140_notes', result: null });
    const refused = server.api.get('/api/health/ready');
    await expect(refused).rejects.toBeInstanceOf(EnvelopeError);
    await expect(refused).rejects.toMatchObject({ code: 503, status: 503 });
    expect(server.toasts).toEqual(['missing migrations: 140_notes']);
  });
});

describe('api.href', () => {
  const { api, requests } = apiAnswering(200, { code: 200, message: 'ok', result: null });

  it('fills and encodes the path parameters of a link, and sends nothing', () => {
    expect(api.href('/api/admin/file/download/{id}', { id: '42' })).toBe('/api/admin/file/download/42');
    expect(api.href('/api/admin/file/preview/{id}', { id: 'a/b c?' })).toBe('/api/admin/file/preview/a%2Fb%20c%3F');
    expect(requests).toEqual([]);
  });

  it('answers a route without parameters as it is', () => {
    expect(api.href('/api/admin/land/ms/start')).toBe('/api/admin/land/ms/start');
    expect(api.href('/api/health/live')).toBe('/api/health/live');
  });
});
