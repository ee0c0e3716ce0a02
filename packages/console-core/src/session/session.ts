import { createStore } from 'zustand/vanilla';
import { clearToken, getToken, setToken } from '../storage/storage';
import type { LoginResult, SessionActions, SessionState, SessionStore, SessionStoreOptions, UserInfo } from './types';
import { isSecondFactorStep, type SecondFactorStep } from './second-factor';

const EMPTY_INFO: UserInfo = { role: '' };

function toUserInfo(info: LoginResult['userInfo'], role: string): UserInfo {
  return { ...info, role };
}

/**
 * Creates the session store (docs/behaviour.md#41-session): login, logout, user info, Microsoft login, role switch.
 * Signed in means a token is stored under 'token'. A login result carries the user's own info (the same
 * as selfInfo answers), so login and msLogin load it as `loadInfo` does: the guard fetches no user info
 * right after signing in. The role is the one the server sends (`role`, else the first of `roleList`, else
 * 'user'); with `forceAdminRole` (off by default; the
 * Backoffice staff console turns it on, as its behaviour asks) it is 'admin' whatever the server says. `onLogin` gets every successful sign-in result (e.g. to take the menu the server sent with it).
 * @example
 * const session = createSessionStore({
 *   api: createConsoleApi(client),
 *   storage: browserStorage(),
 *   onLogout: () => { routeListener.clear(); settings.getState().clearServerMenu(); navigate('/login'); },
 * });
 * await session.getState().login({ username: 'admin', password: 'secret' });
 * session.getState().isLoggedIn(); // true
 */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { api, storage, forceAdminRole = false, onLogout, onLogin } = options;
  // The role route checks use: the server's `role`, else its first role code, else 'user' (own info is loaded,
  // so the guard must not ask for it again).
  const roleOf = (info: LoginResult['userInfo']): string => (forceAdminRole ? 'admin' : info.role || info.roleList?.[0] || 'user');
  const signIn = (result: LoginResult, set: (s: Partial<SessionState>) => void): void => {
    setToken(storage, result.token);
    set({ token: result.token, userInfo: toUserInfo(result.userInfo, roleOf(result.userInfo)) });
    onLogin?.(result);
  };

  return createStore<SessionState & SessionActions>()((set, get) => ({
    userInfo: { ...EMPTY_INFO },
    token: getToken(storage),

    async login(form) {
      let result: LoginResult | SecondFactorStep;
      try {
        result = await api.login(form);
      } catch (error) {
        clearToken(storage);
        set({ token: null });
        throw error;
      }
      // The second step: no token yet; the caller sends the code and then signs in with msLogin(result).
      if (isSecondFactorStep(result)) return result;
      signIn(result, set);
      return result;
    },

    async logout() {
      try {
        await api.logout();
      } catch {
        // The server call is best effort: the local session ends whatever it answers.
      } finally {
        get().resetInfo();
        clearToken(storage);
        set({ token: null });
        onLogout?.();
      }
    },

    async loadInfo() {
      const info = await api.selfInfo();
      const userInfo = toUserInfo(info, roleOf(info));
      set({ userInfo });
      return userInfo;
    },

    msLogin(result) {
      signIn(result, set);
    },

    switchRoles() {
      const role = get().userInfo.role === 'user' ? 'admin' : 'user';
      set({ userInfo: { ...get().userInfo, role } });
    },

    resetInfo() {
      set({ userInfo: { ...EMPTY_INFO } });
    },

    isLoggedIn() {
      return getToken(storage) !== null;
    },

    setInfo(patch) {
      set({ userInfo: { ...get().userInfo, ...patch } });
    },
  }));
}
