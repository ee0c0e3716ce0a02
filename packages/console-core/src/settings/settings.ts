import { createStore } from 'zustand/vanilla';
import { defaultTranslate } from '../i18n/i18n';
import { STORAGE_KEYS, readJson, writeJson } from '../storage/storage';
import type { KeyValueStorage } from '../storage/types';
import type { AppSettings, SettingsActions, SettingsStore, SettingsStoreOptions } from './types';

/**
 * Default settings (docs/behaviour.md#32-app-settings).
 * @example
 * DEFAULT_SETTINGS.menuWidth; // 220
 */
export const DEFAULT_SETTINGS: AppSettings = {
  theme: 'light',
  colorWeak: false,
  navbar: true,
  menu: true,
  topMenu: false,
  hideMenu: false,
  menuCollapse: false,
  footer: true,
  themeColor: '#165DFF',
  menuWidth: 220,
  globalSettings: false,
  device: 'desktop',
  tabBar: true,
  menuFromServer: true,
  serverMenu: [],
  serverOperate: [],
};

/**
 * The CSS filter of colour-weak mode (docs/behaviour.md#26-settings-drawer).
 * @example
 * document.body.style.filter = settings.colorWeak ? COLOR_WEAK_FILTER : 'none';
 */
export const COLOR_WEAK_FILTER = 'invert(80%)';

/**
 * Width of the settings drawer in px (docs/behaviour.md#26-settings-drawer).
 * @example
 * <Drawer width={SETTINGS_DRAWER_WIDTH} />
 */
export const SETTINGS_DRAWER_WIDTH = 300;

type Preferences = Omit<AppSettings, 'serverMenu' | 'serverOperate'>;

function preferencesOf(s: AppSettings): Preferences {
  const prefs: Record<string, unknown> = {};
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof AppSettings)[]) {
    if (key !== 'serverMenu' && key !== 'serverOperate') prefs[key] = s[key];
  }
  return prefs as Preferences;
}

function readPreferences(storage: KeyValueStorage): Partial<AppSettings> {
  const stored = readJson<Record<string, unknown>>(storage, STORAGE_KEYS.settings) ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) {
    const fallback = DEFAULT_SETTINGS[key as keyof AppSettings];
    if (fallback !== undefined && !Array.isArray(fallback) && typeof fallback === typeof value) out[key] = value;
  }
  return out as Partial<AppSettings>;
}

/**
 * The settings as pretty JSON for Copy Settings (docs/behaviour.md#26-settings-drawer), without the server menu and operations.
 * @example
 * await navigator.clipboard.writeText(serializeSettings(settings.getState()));
 */
export function serializeSettings(s: AppSettings): string {
  return JSON.stringify(preferencesOf(s), null, 2);
}

/**
 * Creates the settings store. Preferences persist under 'console-settings'; turning topMenu on
 * un-collapses the menu; turning menuFromServer on fetches the menu (docs/behaviour.md#26-settings-drawer).
 * @example
 * const settings = createSettingsStore({ storage, notifier, fetchServerMenu: api.menuAndOperate });
 * await settings.getState().update({ topMenu: true }); // menuCollapse becomes false
 */
export function createSettingsStore(options: SettingsStoreOptions): SettingsStore {
  const { storage, fetchServerMenu, notifier, translate = defaultTranslate } = options;
  let inFlight: Promise<void> | undefined;

  return createStore<AppSettings & SettingsActions>()((set, get) => ({
    ...DEFAULT_SETTINGS,
    ...options.initial,
    ...readPreferences(storage),

    async update(patch) {
      const before = get();
      const next: Partial<AppSettings> = { ...patch };
      if (patch.topMenu === true) next.menuCollapse = false;
      set(next);
      writeJson(storage, STORAGE_KEYS.settings, preferencesOf(get()));
      if (patch.menuFromServer === true && !before.menuFromServer) await get().loadServerMenu();
    },

    loadServerMenu() {
      if (!fetchServerMenu) return Promise.resolve();
      inFlight ??= fetchServerMenu()
        .then((r) => get().setServerMenu(r))
        .catch(() => {
          notifier?.notice({ type: 'error', content: translate('menu.fetch.failed'), closable: true });
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },

    setServerMenu(result) {
      set({ serverMenu: result.menuTree ?? [], serverOperate: result.operateList ?? [] });
    },

    clearServerMenu() {
      set({ serverMenu: [], serverOperate: [] });
    },

    toggleTheme() {
      set({ theme: get().theme === 'dark' ? 'light' : 'dark' });
      writeJson(storage, STORAGE_KEYS.settings, preferencesOf(get()));
    },
  }));
}
