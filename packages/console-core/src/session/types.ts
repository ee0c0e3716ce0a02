import type { StoreApi } from 'zustand/vanilla';
import type { Static } from 'typebox';
import type { LoginResultSchema, UserInfoSchema } from '../contract/wire';
import type { KeyValueStorage } from '../storage/types';
import type { SecondFactorStep } from './second-factor';

/**
 * The session store's seam to the server is three calls (`SessionApi`), so the store can be driven by
 * `createConsoleApi(client)` in the app and by plain async functions in tests.
 */

/**
 * The user info a server sends (login's `userInfo`, selfInfo's result): the contract's `UserInfoSchema`.
 * `mustChangePassword` says the password in use is a one-time one (a new account's, or one an admin reset):
 * until it is changed the server refuses everything but the password change, and the console goes straight there.
 * @example
 * const info: ServerUserInfo = await api.selfInfo();
 */
export type ServerUserInfo = Static<typeof UserInfoSchema>;

/**
 * The signed-in staff member (docs/behaviour.md#31-user): the server's user info and the role the console acts
 * as (`role`, '' until user info is loaded).
 * @example
 * const { realName, role } = session.getState().userInfo;
 */
export type UserInfo = Omit<ServerUserInfo, 'role'> & { role: string };

/**
 * What signing in sends: the login form's payload.
 * @example
 * await session.getState().login({ username: 'admin', password } satisfies LoginCredentials);
 */
export interface LoginCredentials {
  username: string;
  password: string;
}

/**
 * @deprecated Use {@link LoginCredentials}; renamed so it does not clash with console-ui's `LoginForm` component.
 * Kept for one release.
 */
export type LoginForm = LoginCredentials;

/**
 * `/api/admin/land/login` result (docs/behaviour.md#35-login-result; the contract's `LoginResultSchema`): the token
 * and the user's own info (what selfInfo answers), and, when the server sends it, the new session's menu and
 * operation codes (what menuAndOperate answers), which spare the console those calls right after signing in.
 * @example
 * session.getState().msLogin(result as LoginResult); // after the Microsoft callback
 */
export type LoginResult = Static<typeof LoginResultSchema>;

/**
 * The server calls the session needs (`createConsoleApi(client)` provides them).
 * @example
 * const api: SessionApi = { login: async () => ({ token: 't', userInfo: {} }), logout: async () => null, selfInfo: async () => ({}) };
 */
export interface SessionApi {
  /** The signed-in result, or the second step for a user with a second factor. */
  login(form: LoginCredentials): Promise<LoginResult | SecondFactorStep>;
  logout(): Promise<unknown>;
  selfInfo(): Promise<ServerUserInfo>;
}

/**
 * Session data: user info and the token.
 * @example
 * const signedIn = session.getState().token !== null;
 */
export interface SessionState {
  userInfo: UserInfo;
  token: string | null;
}

/**
 * Session actions (docs/behaviour.md#41-session).
 * @example
 * await session.getState().logout();
 */
export interface SessionActions {
  /** Signs in, or answers the second step (nothing stored yet) for a user with a second factor. */
  login(form: LoginCredentials): Promise<LoginResult | SecondFactorStep>;
  logout(): Promise<void>;
  loadInfo(): Promise<UserInfo>;
  /** Signs in with a result obtained elsewhere (the Microsoft callback, the second step's answer). */
  msLogin(result: LoginResult): void;
  switchRoles(): void;
  resetInfo(): void;
  isLoggedIn(): boolean;
  setInfo(p: Partial<UserInfo>): void;
}

/**
 * The vanilla zustand store made by `createSessionStore`.
 * @example
 * const session: SessionStore = createSessionStore({ api, storage });
 */
export type SessionStore = StoreApi<SessionState & SessionActions>;

/**
 * Options of `createSessionStore`.
 * @example
 * createSessionStore({ api, storage, onLogout: () => navigate('/login') });
 */
export interface SessionStoreOptions {
  api: SessionApi;
  storage: KeyValueStorage;
  /**
   * Once own info is loaded (selfInfo, or the user info of a login result) the role is forced to 'admin',
   * whatever the server sent. Default false (the server's role counts); only a console whose behaviour asks
   * for it (the Backoffice staff console) turns it on, since it makes every role check pass.
   */
  forceAdminRole?: boolean;
  /** Runs after every logout: the app clears route listeners, empties the server menu, goes to login. */
  onLogout?: () => void;
  /** Runs after every successful login and msLogin with the server's result (the console takes its menu from it). */
  onLogin?: (result: LoginResult) => void;
}
