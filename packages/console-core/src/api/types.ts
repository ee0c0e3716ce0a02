import type { ServerDictEntry } from '../dict/types';
import type { EnvelopeClient } from '../http/types';
import type { MenuAndOperate } from '../menu/types';
import type { LoginCredentials, LoginResult, UserInfo } from '../session/types';

/**
 * The backend adapter: the five calls the kit itself makes, answering plain results (no envelope). It is the
 * whole seam between the packages and a server, so a team whose server speaks another shape writes these five
 * functions and nothing else; `createConsoleBackend(client, { paths })` is the adapter for a server that speaks
 * the documented contract (docs/backend-contract.md). It is a superset of `SessionApi`, so one object serves
 * the session store, the settings store (`menuAndOperate`) and the dictionary store (`dictAll`).
 */

/**
 * The calls the kit makes to any server; pages add their own calls through the envelope client.
 * @example
 * const backend: ConsoleBackend = createConsoleBackend(client);
 * const { token, userInfo } = await backend.login({ username: 'admin', password });
 * const { menuTree, operateList } = await backend.menuAndOperate();
 */
export interface ConsoleBackend {
  /** Signs in: a token and the user's own info (optionally the menu, sparing a call). */
  login(form: LoginCredentials): Promise<LoginResult>;
  /** Signs out: the server revokes the token the request carries. The answer is ignored. */
  logout(): Promise<unknown>;
  /** The signed-in user's own info. */
  selfInfo(): Promise<Omit<UserInfo, 'role'> & { role?: string }>;
  /** The user's menu tree and operation codes. */
  menuAndOperate(): Promise<MenuAndOperate>;
  /** Every dictionary with its items; `query` is passed through (the kit sends `{}`). */
  dictAll(query?: Record<string, unknown>): Promise<ServerDictEntry[]>;
}

/**
 * The former name of {@link ConsoleBackend}.
 * @deprecated Use `ConsoleBackend`; this alias goes away in the next minor release.
 * @example
 * const api: ConsoleApi = createConsoleBackend(client);
 */
export type ConsoleApi = ConsoleBackend;

/**
 * Where each of the kit's calls is POSTed (the defaults are `API_PATHS`).
 * @example
 * const paths: BackendPaths = { ...API_PATHS, login: '/auth/sign-in' };
 */
export interface BackendPaths {
  login: string;
  logout: string;
  selfInfo: string;
  menuAndOperate: string;
  dictAll: string;
}

/**
 * The envelope client, or a function answering it when the client is made later (e.g. by `createConsole`).
 * @example
 * const source: EnvelopeClientSource = () => bundle.client;
 */
export type EnvelopeClientSource = EnvelopeClient | (() => EnvelopeClient);

/**
 * Options of `createConsoleBackend`.
 * @example
 * createConsoleBackend(client, { paths: { login: '/api/v2/session/create' } });
 */
export interface ConsoleBackendOptions {
  /** Paths that differ from the contract's (`API_PATHS`); the others keep their default. */
  paths?: Partial<BackendPaths>;
}
