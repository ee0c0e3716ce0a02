// The typed client's GET routes at run time: `get` goes through the envelope client's axios instance (its token,
// its language, its error toast and EnvelopeError) and answers the result; `href` is a route's address with its
// path parameters encoded.
import { EnvelopeError } from '@backoffice/console-core';
import { describe, expect, it } from 'vitest';
import { serverAnswering } from './server-answering';

describe('api.get', () => {
  it('GETs the route with the console token and language, and answers the envelope result', async () => {
    const ready = { status: 'ready', database: 'sqlite', reachable: true, missingMigrations: null } as const;
    const server = serverAnswering(() => ({ data: { code: 200, message: 'ok', result: ready } }));
    const answer = await server.api.get('/api/health/ready');
    expect(answer).toEqual(ready);
    expect(answer.missingMigrations).toBeNull();
    expect(server.sent).toEqual([expect.objectContaining({ method: 'get', url: '/api/health/ready' })]);
    expect(server.sent[0]!.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Accept-Language': 'zh-CN' });
  });

  it('refuses as the kit does: the server message toasted, an EnvelopeError with its code', async () => {
    const server = serverAnswering(() => ({ status: 503, data: { code: 503, message: 'missing migrations: 140_notes', result: null } }));
    const refused = server.api.get('/api/health/ready');
    await expect(refused).rejects.toBeInstanceOf(EnvelopeError);
    await expect(refused).rejects.toMatchObject({ code: 503, status: 503 });
    expect(server.toasts).toEqual(['missing migrations: 140_notes']);
  });
});

describe('api.href', () => {
  const { api, sent } = serverAnswering(() => ({ data: { code: 200, message: 'ok', result: null } }));

  it('fills and encodes the path parameters of a link, and sends nothing', () => {
    expect(api.href('/api/admin/file/download/{id}', { id: '42' })).toBe('/api/admin/file/download/42');
    expect(api.href('/api/admin/file/preview/{id}', { id: 'a/b c?' })).toBe('/api/admin/file/preview/a%2Fb%20c%3F');
    expect(sent).toEqual([]);
  });

  it('answers a route without parameters as it is', () => {
    expect(api.href('/api/admin/land/ms/start')).toBe('/api/admin/land/ms/start');
    expect(api.href('/api/health/live')).toBe('/api/health/live');
  });
});
