import type { StoreApi } from 'zustand/vanilla';
import type { MenuAndOperate, MenuNode } from '../menu/types';
import type { Notifier } from '../notifier/types';
import type { KeyValueStorage } from '../storage/types';

/**
 * App settings (docs/behaviour.md#32-app-settings).
 * @example
 * const s: AppSettings = { ...DEFAULT_SETTINGS, theme: 'dark' };
 */
export interface AppSettings {
  theme: 'light' | 'dark';
  colorWeak: boolean;
  navbar: boolean;
  menu: boolean;
  topMenu: boolean;
  hideMenu: boolean;
  menuCollapse: boolean;
  footer: boolean;
  themeColor: string;
  menuWidth: number;
  globalSettings: boolean;
  device: 'desktop' | 'mobile';
  tabBar: boolean;
  menuFromServer: boolean;
  serverMenu: MenuNode[];
  serverOperate: string[];
}

/**
 * Settings actions.
 * @example
 * await settings.getState().update({ topMenu: true });
 */
export interface SettingsActions {
  /** Applies a patch: topMenu on un-collapses the menu; menuFromServer on fetches the menu. */
  update(patch: Partial<AppSettings>): Promise<void>;
  /** Fetches menu + operations; a failure shows the closable menu notice and leaves the menu empty. */
  loadServerMenu(): Promise<void>;
  /** Keeps a menu + operations the server sent with another answer (the login result): no fetch needed. */
  setServerMenu(result: MenuAndOperate): void;
  clearServerMenu(): void;
  toggleTheme(): void;
}

/**
 * The vanilla zustand store made by `createSettingsStore`.
 * @example
 * const settings: SettingsStore = createSettingsStore({ storage });
 */
export type SettingsStore = StoreApi<AppSettings & SettingsActions>;

/**
 * Options of `createSettingsStore`.
 * @example
 * createSettingsStore({ storage, fetchServerMenu: api.menuAndOperate, notifier, translate: t });
 */
export interface SettingsStoreOptions {
  storage: KeyValueStorage;
  fetchServerMenu?: () => Promise<MenuAndOperate>;
  notifier?: Notifier;
  translate?: (key: string) => string;
  /** Starting values before stored preferences are applied (e.g. the app's settings.json). */
  initial?: Partial<AppSettings>;
}
