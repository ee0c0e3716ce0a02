import { describe, expect, it } from 'vitest';
import type { EnvelopeClient } from '../http/types';
import { API_PATHS, createConsoleApi, createConsoleBackend } from './api';

function fakeClient() {
  const calls: { url: string; body: unknown }[] = [];
  const client: EnvelopeClient = {
    axios: undefined as never,
    post: async <T>(url: string, body?: unknown) => {
      calls.push({ url, body });
      return { url } as T;
    },
    download: async () => ({ blob: new Blob([]), filename: null }),
  };
  return { client, calls };
}

// see docs/behaviour.md#72-calls-the-kit-makes
describe('console backend adapter (behaviour §7.2)', () => {
  it('§7 posts to the login, logout, own info, menu and dictionary paths', async () => {
    const { client, calls } = fakeClient();
    const api = createConsoleApi(client);
    await api.login({ username: 'a', password: 'b' });
    await api.logout();
    await api.selfInfo();
    await api.menuAndOperate();
    await api.dictAll();
    await api.dictAll({ dictCode: 'status' });
    expect(calls).toEqual([
      { url: '/api/admin/land/login', body: { username: 'a', password: 'b' } },
      { url: '/api/admin/land/logout', body: {} },
      { url: '/api/admin/self/selfInfo', body: {} },
      { url: '/api/admin/self/menuAndOperate', body: {} },
      { url: '/api/admin/dict/all', body: {} },
      { url: '/api/admin/dict/all', body: { dictCode: 'status' } },
    ]);
    expect(API_PATHS.dictAll).toBe('/api/admin/dict/all');
  });

  it('posts to the paths given, keeping the contract paths for the others', async () => {
    const { client, calls } = fakeClient();
    const backend = createConsoleBackend(client, { paths: { login: '/auth/sign-in', dictAll: '/lookups' } });
    await backend.login({ username: 'a', password: 'b' });
    await backend.selfInfo();
    await backend.dictAll();
    expect(calls.map((c) => c.url)).toEqual(['/auth/sign-in', API_PATHS.selfInfo, '/lookups']);
  });

  it('takes the client from a function at each call, so it may be made after the adapter', async () => {
    const { client, calls } = fakeClient();
    const later: { client?: EnvelopeClient } = {};
    const backend = createConsoleBackend(() => later.client!);
    later.client = client;
    await backend.menuAndOperate();
    expect(calls).toEqual([{ url: API_PATHS.menuAndOperate, body: {} }]);
  });
});
