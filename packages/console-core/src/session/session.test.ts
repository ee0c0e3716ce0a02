import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../storage/storage';
import { createSessionStore } from './session';
import type { LoginResult, SessionApi } from './types';

const loginResult: LoginResult = { token: 'tok-1', userInfo: { userId: 1, realName: 'Ada', roleList: ['editor'] } };

function setup(api: Partial<SessionApi> = {}, opts: { forceAdminRole?: boolean; token?: string } = {}) {
  const storage = createMemoryStorage(opts.token ? { token: opts.token } : {});
  const onLogout = vi.fn();
  const onLogin = vi.fn();
  const fullApi: SessionApi = {
    login: vi.fn(async () => loginResult),
    logout: vi.fn(async () => null),
    selfInfo: vi.fn(async () => ({ userId: 1, realName: 'Ada', role: 'user' })),
    ...api,
  };
  // The staff console's behaviour (docs/behaviour.md#31-user: it turns it on); the library's default is tested on its own below.
  const store = createSessionStore({ api: fullApi, storage, onLogout, onLogin, forceAdminRole: opts.forceAdminRole ?? true });
  return { store, storage, onLogout, onLogin, api: fullApi };
}

// see docs/behaviour.md#41-session
describe('session store (behaviour §4.1)', () => {
  it('§4 login success stores the user info (own info loaded: role forced to admin) and saves the token under the key token', async () => {
    const { store, storage, api, onLogin } = setup();
    await expect(store.getState().login({ username: 'ada', password: 'pw' })).resolves.toBe(loginResult);
    expect(storage.getItem('token')).toBe('tok-1');
    expect(store.getState()).toMatchObject({
      token: 'tok-1',
      userInfo: { userId: 1, realName: 'Ada', roleList: ['editor'], role: 'admin' },
    });
    expect(store.getState().isLoggedIn()).toBe(true);
    // The login result is the user's own info: nothing is fetched again, and onLogin gets the whole result.
    expect(api.selfInfo).not.toHaveBeenCalled();
    expect(onLogin).toHaveBeenCalledExactlyOnceWith(loginResult);
  });

  it('login answered with a second step stores no token and calls no onLogin; msLogin with the second answer signs in', async () => {
    const step = { secondFactor: { challenge: 'ch-1', methods: ['totp', 'recovery'] } };
    const { store, storage, onLogin } = setup({ login: async () => step });
    await expect(store.getState().login({ username: 'ada', password: 'pw' })).resolves.toBe(step);
    expect(storage.getItem('token')).toBeNull();
    expect(store.getState().isLoggedIn()).toBe(false);
    expect(onLogin).not.toHaveBeenCalled();
    store.getState().msLogin(loginResult);
    expect(storage.getItem('token')).toBe('tok-1');
  });

  it('login with forceAdminRole false keeps the role of the login result, else its first role code', async () => {
    const withRole = setup(
      { login: async () => ({ ...loginResult, userInfo: { ...loginResult.userInfo, role: 'user' } }) },
      { forceAdminRole: false },
    );
    await withRole.store.getState().login({ username: 'ada', password: 'pw' });
    expect(withRole.store.getState().userInfo.role).toBe('user');
    const withRoleList = setup({}, { forceAdminRole: false });
    await withRoleList.store.getState().login({ username: 'ada', password: 'pw' });
    expect(withRoleList.store.getState().userInfo.role).toBe('editor');
  });

  it('§4 login failure clears the token and passes the error on', async () => {
    const failure = new Error('Wrong password');
    const { store, storage, onLogin } = setup({ login: async () => Promise.reject(failure) }, { token: 'stale' });
    await expect(store.getState().login({ username: 'ada', password: 'bad' })).rejects.toBe(failure);
    expect(storage.getItem('token')).toBeNull();
    expect(store.getState().token).toBeNull();
    expect(onLogin).not.toHaveBeenCalled();
  });

  it('§4 logout calls the server, then resets user info, removes the token and runs onLogout', async () => {
    const { store, storage, onLogout, api } = setup({}, { token: 'tok' });
    await store.getState().loadInfo();
    await store.getState().logout();
    expect(api.logout).toHaveBeenCalledOnce();
    expect(store.getState().userInfo).toEqual({ role: '' });
    expect(storage.getItem('token')).toBeNull();
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('§4 logout always ends the local session, even when the server call fails', async () => {
    const { store, storage, onLogout } = setup({ logout: async () => Promise.reject(new Error('offline')) }, { token: 'tok' });
    await expect(store.getState().logout()).resolves.toBeUndefined();
    expect(storage.getItem('token')).toBeNull();
    expect(store.getState().isLoggedIn()).toBe(false);
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('§3 after own info is loaded, role is forced to admin (forceAdminRole on)', async () => {
    const { store } = setup({}, { forceAdminRole: true });
    await expect(store.getState().loadInfo()).resolves.toMatchObject({ realName: 'Ada', role: 'admin' });
    expect(store.getState().userInfo.role).toBe('admin');
  });

  it('by default (forceAdminRole off) the role the server sends counts: role checks keep their meaning', async () => {
    const selfInfo = async () => ({ userId: 2, realName: 'Bo', role: 'moderator' });
    const store = createSessionStore({
      api: { login: async () => loginResult, logout: async () => null, selfInfo },
      storage: createMemoryStorage(),
    });
    await store.getState().loadInfo();
    expect(store.getState().userInfo.role).toBe('moderator');
  });

  it('forceAdminRole false keeps the role the server sends; without any, own info still counts as loaded', async () => {
    const { store } = setup({}, { forceAdminRole: false });
    await store.getState().loadInfo();
    expect(store.getState().userInfo.role).toBe('user');
    const bare = setup({ selfInfo: async () => ({ realName: 'Bo' }) }, { forceAdminRole: false }).store;
    await bare.getState().loadInfo();
    // A role is set, so the guard does not load own info again on every navigation.
    expect(bare.getState().userInfo.role).toBe('user');
  });

  it('§4 Microsoft-style login sets the user info and stores its token', () => {
    const { store, storage, onLogin } = setup({}, { forceAdminRole: true });
    const result = { token: 'ms-tok', userInfo: { realName: 'Ms', role: 'user' } };
    store.getState().msLogin(result);
    expect(storage.getItem('token')).toBe('ms-tok');
    expect(store.getState().userInfo).toEqual({ realName: 'Ms', role: 'admin' });
    expect(onLogin).toHaveBeenCalledExactlyOnceWith(result);
    const keep = setup({}, { forceAdminRole: false }).store;
    keep.getState().msLogin(result);
    expect(keep.getState().userInfo).toEqual({ realName: 'Ms', role: 'user' });
  });

  it('§4 signed in means a token is present', () => {
    const { store, storage } = setup({}, { token: 'tok' });
    expect(store.getState().token).toBe('tok');
    expect(store.getState().isLoggedIn()).toBe(true);
    storage.removeItem('token');
    expect(store.getState().isLoggedIn()).toBe(false);
  });

  it('§4 role switch toggles between user and admin', () => {
    const { store } = setup();
    store.getState().setInfo({ role: 'admin', realName: 'Ada' });
    store.getState().switchRoles();
    expect(store.getState().userInfo).toEqual({ role: 'user', realName: 'Ada' });
    store.getState().switchRoles();
    expect(store.getState().userInfo.role).toBe('admin');
  });
});
