// The typed client at run time: its calls are console-core's envelope client's, answered here by an axios adapter
// as the server answers (the envelope), so what a console notices (the result unwrapped, the error envelope's
// toast and EnvelopeError, a write's `invalidates`) is the kit's own.
import { EnvelopeError } from '@backoffice/console-core';
import { describe, expect, it } from 'vitest';
import { page, serverAnswering } from './server-answering';

describe('createApiClient', () => {
  it('posts the body with the console token and language, and answers the envelope result', async () => {
    const server = serverAnswering(() => ({ data: { code: 200, message: 'ok', result: page } }));
    const answer = await server.api.post('/api/admin/role/list', { keyword: 'aud', current: 1, pageSize: 20 });
    expect(answer).toEqual(page);
    expect(server.sent).toEqual([
      expect.objectContaining({ url: '/api/admin/role/list', body: { keyword: 'aud', current: 1, pageSize: 20 } }),
    ]);
    expect(server.sent[0]!.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Accept-Language': 'zh-CN' });
  });

  it('gives the list fetcher the query as the body, for usePagedList and ResourceList', async () => {
    const server = serverAnswering(() => ({ data: { code: 200, message: 'ok', result: page } }));
    const fetchRoles = server.api.list('/api/admin/role/list');
    await expect(fetchRoles({ current: 2, pageSize: 50, status: 'enabled', sortField: 'name', sortOrder: 'ascend' })).resolves.toEqual(
      page,
    );
    expect(server.sent[0]!.body).toEqual({ current: 2, pageSize: 50, status: 'enabled', sortField: 'name', sortOrder: 'ascend' });
  });

  it('refuses as the kit does: the server message toasted, an EnvelopeError with its code and result', async () => {
    const server = serverAnswering(() => ({
      status: 400,
      data: { code: 400, message: "body must NOT have additional property 'name'", result: null },
    }));
    const refused = server.api.post('/api/admin/project/list', { keyword: 'x' });
    await expect(refused).rejects.toBeInstanceOf(EnvelopeError);
    await expect(refused).rejects.toMatchObject({ code: 400, status: 400 });
    expect(server.toasts).toEqual(["body must NOT have additional property 'name'"]);
  });

  it('moves the written resource forward after a write sent with invalidates', async () => {
    const server = serverAnswering(() => ({ data: { code: 200, message: 'ok', result: page.list[0] } }));
    const before = server.resources.version('role');
    await server.api.post('/api/admin/role/add', { code: 'auditor', name: 'Auditor' }, { invalidates: 'role' });
    expect(server.resources.version('role')).toBe(before + 1);
  });

  it('downloads a file route, its path parameter filled in, with the name the server gave it', async () => {
    const server = serverAnswering(() => ({
      data: new TextEncoder().encode('a,b\r\n').buffer,
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="notes.csv"' },
    }));
    const file = await server.api.download('/api/admin/file/download/{id}', undefined, { params: { id: '4 2' } });
    expect(server.sent[0]!.url).toBe('/api/admin/file/download/4%202');
    expect(file.filename).toBe('notes.csv');
    expect(await file.blob.text()).toBe('a,b\r\n');
  });
});
