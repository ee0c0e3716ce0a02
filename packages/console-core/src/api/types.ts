import type { DictEntry } from '../dict/types';
import type { MenuAndOperate } from '../menu/types';
import type { LoginForm, LoginResult, UserInfo } from '../session/types';

/**
 * Typed callers. `ConsoleApi` is a superset of `SessionApi`, so one object serves the session store,
 * the settings store (`menuAndOperate`) and the dictionary store (`dictAll`).
 */

/**
 * Typed callers of the spec §7 calls the console itself makes (pages add their own).
 * @example
 * const api: ConsoleApi = createConsoleApi(client);
 * const { menuTree, operateList } = await api.menuAndOperate();
 */
export interface ConsoleApi {
  login(form: LoginForm): Promise<LoginResult>;
  logout(): Promise<unknown>;
  selfInfo(): Promise<Omit<UserInfo, 'role'> & { role?: string }>;
  menuAndOperate(): Promise<MenuAndOperate>;
  dictAll(query?: Record<string, unknown>): Promise<DictEntry[]>;
}
