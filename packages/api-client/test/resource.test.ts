// A resource's calls (`api.resource(name)`): each verb posts to `/api/admin/<name>/<verb>` with its body, the writes
// move the resource's lists forward (or what the resource's or the call's `invalidates` names), reads move nothing.
import { describe, expect, it } from 'vitest';
import { serverAnswering } from './server-answering';

const ok = (result: unknown = null) => ({ data: { code: 200, message: 'ok', result } });
const set = { id: 3, name: 'Harbor views', updatedAt: '2026-01-02T03:04:05.000Z' };

describe('api.resource', () => {
  it("reads a list and a record from the resource's routes, invalidating nothing", async () => {
    const server = serverAnswering((sent) => ok(sent.url.endsWith('/list') ? { list: [set], total: 1 } : set));
    const sets = server.api.resource('pictureIt');
    await expect(sets.list({ keyword: 'harbor', current: 1, pageSize: 20 })).resolves.toEqual({ list: [set], total: 1 });
    await expect(sets.detail({ id: 3 })).resolves.toEqual(set);
    await sets.read('status', { id: 3, status: 'disabled' });
    expect(server.sent.map((s) => [s.url, s.body])).toEqual([
      ['/api/admin/pictureIt/list', { keyword: 'harbor', current: 1, pageSize: 20 }],
      ['/api/admin/pictureIt/detail', { id: 3 }],
      ['/api/admin/pictureIt/status', { id: 3, status: 'disabled' }],
    ]);
    expect(server.resources.version('pictureIt')).toBe(0);
  });

  it('moves the resource forward after each write: add, update, delete, bulk, restore and its other verbs', async () => {
    const server = serverAnswering(() => ok(set));
    const sets = server.api.resource('pictureIt');
    await sets.add({ name: 'Harbor views' });
    await sets.update({ id: 3, name: 'Harbour views', updatedAt: set.updatedAt });
    await sets.delete({ id: 3 });
    await sets.bulk({ action: 'delete', ids: [3, 4] });
    await sets.restore({ ids: [3, 4] });
    await sets.write('reorder', { id: 3, imageIds: [9, 8] });
    expect(server.sent.map((s) => s.url.replace('/api/admin/pictureIt/', ''))).toEqual([
      'add',
      'update',
      'delete',
      'bulk',
      'restore',
      'reorder',
    ]);
    expect(server.sent[3]!.body).toEqual({ action: 'delete', ids: [3, 4] });
    expect(server.resources.version('pictureIt')).toBe(6);
  });

  it('invalidates what the resource names, and a call may name its own', async () => {
    const server = serverAnswering(() => ok());
    await server.api.resource('role', { invalidates: ['role', 'user'] }).delete({ id: 7 });
    expect([server.resources.version('role'), server.resources.version('user')]).toEqual([1, 1]);
    await server.api
      .resource('dict/item', { invalidates: 'dict' })
      .write('reorder', { dictCode: 'color', ids: [2, 1] }, { invalidates: 'user' });
    expect([server.resources.version('dict'), server.resources.version('dict/item'), server.resources.version('user')]).toEqual([0, 0, 2]);
    expect(server.sent.map((s) => s.url)).toEqual(['/api/admin/role/delete', '/api/admin/dict/item/reorder']);
  });

  it("exports the list's view as a file with the name the server gave it", async () => {
    const server = serverAnswering(() => ({
      data: new TextEncoder().encode('id,name\r\n3,Harbor views\r\n').buffer,
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="pictureIt.csv"' },
    }));
    const file = await server.api.resource('pictureIt').export({ format: 'csv', query: { keyword: 'harbor' } });
    expect(server.sent[0]).toMatchObject({ url: '/api/admin/pictureIt/export', body: { format: 'csv', query: { keyword: 'harbor' } } });
    expect(file.filename).toBe('pictureIt.csv');
    expect(await file.blob.text()).toBe('id,name\r\n3,Harbor views\r\n');
  });

  it('gives the same object for the same name and options, so a page may depend on it in an effect', () => {
    const { api } = serverAnswering(() => ok());
    expect(api.resource('role')).toBe(api.resource('role'));
    expect(api.resource('role', { invalidates: ['role', 'user'] })).toBe(api.resource('role', { invalidates: ['role', 'user'] }));
    expect(api.resource('role', { invalidates: ['role', 'user'] })).not.toBe(api.resource('role'));
  });
});
