import type { EnvelopeClient } from '../http/types';
import type { ConsoleApi } from './types';

/**
 * Paths of the spec §7 calls the console itself makes.
 * @example
 * client.post(API_PATHS.selfInfo);
 */
export const API_PATHS = {
  login: '/api/admin/land/login',
  logout: '/api/admin/land/logout',
  selfInfo: '/api/admin/self/selfInfo',
  menuAndOperate: '/api/admin/self/menuAndOperate',
  dictAll: '/api/admin/dict/all',
} as const;

/**
 * Typed callers for login, logout, own info, menu + operations and all dictionaries (all POST).
 * The result satisfies `SessionApi`, so it plugs straight into `createSessionStore`.
 * @example
 * const api = createConsoleApi(client);
 * const session = createSessionStore({ api, storage });
 * const dict = createDictStore({ fetchAll: () => api.dictAll(), storage });
 */
export function createConsoleApi(client: EnvelopeClient): ConsoleApi {
  return {
    login: (form) => client.post(API_PATHS.login, form),
    logout: () => client.post(API_PATHS.logout, {}),
    selfInfo: () => client.post(API_PATHS.selfInfo, {}),
    menuAndOperate: () => client.post(API_PATHS.menuAndOperate, {}),
    dictAll: (query = {}) => client.post(API_PATHS.dictAll, query),
  };
}
