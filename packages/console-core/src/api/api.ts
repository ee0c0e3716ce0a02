import type { EnvelopeClient } from '../http/types';
import type { BackendPaths, ConsoleBackend, ConsoleBackendOptions, EnvelopeClientSource } from './types';

/**
 * The contract's paths of the calls the kit itself makes (all POST with a JSON body); see
 * docs/backend-contract.md. `createConsoleBackend` uses them unless told otherwise.
 * @example
 * client.post(API_PATHS.selfInfo);
 */
export const API_PATHS = {
  login: '/api/admin/land/login',
  logout: '/api/admin/land/logout',
  selfInfo: '/api/admin/self/selfInfo',
  menuAndOperate: '/api/admin/self/menuAndOperate',
  dictAll: '/api/admin/dict/all',
} as const satisfies BackendPaths;

/**
 * The backend adapter for a server that speaks the contract: login, logout, own info, menu + operations
 * and all dictionaries, each a POST through the envelope client, at `API_PATHS` or the `paths` given.
 * `client` may be a function answering the client, for a client made after the adapter.
 * @example
 * const backend = createConsoleBackend(client);
 * const session = createSessionStore({ api: backend, storage });
 * const dict = createDictStore({ fetchAll: () => backend.dictAll(), storage });
 * // a server with other paths for two of the calls:
 * createConsoleBackend(client, { paths: { login: '/auth/login', logout: '/auth/logout' } });
 */
export function createConsoleBackend(client: EnvelopeClientSource, options: ConsoleBackendOptions = {}): ConsoleBackend {
  const paths: BackendPaths = { ...API_PATHS, ...options.paths };
  const current = (): EnvelopeClient => (typeof client === 'function' ? client() : client);
  return {
    login: (form) => current().post(paths.login, form),
    logout: () => current().post(paths.logout, {}),
    selfInfo: () => current().post(paths.selfInfo, {}),
    menuAndOperate: () => current().post(paths.menuAndOperate, {}),
    dictAll: (query = {}) => current().post(paths.dictAll, query),
  };
}

/**
 * The former name of {@link createConsoleBackend}, same arguments and answer.
 * @deprecated Use `createConsoleBackend`; this alias goes away in the next minor release.
 * @example
 * const api = createConsoleApi(client);
 */
export function createConsoleApi(client: EnvelopeClientSource, options: ConsoleBackendOptions = {}): ConsoleBackend {
  return createConsoleBackend(client, options);
}
