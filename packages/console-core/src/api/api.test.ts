import { describe, expect, it } from 'vitest';
import type { EnvelopeClient } from '../http/types';
import { API_PATHS, createConsoleApi } from './api';

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

describe('console API callers (spec §7)', () => {
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
});
