import { describe, expect, it, vi } from 'vitest';
import type { NoticeInput } from '../notifier/types';
import { createMemoryStorage } from '../storage/storage';
import { THEME_ATTRIBUTE, applySettingsToBody } from './document';
import { COLOR_WEAK_FILTER, DEFAULT_SETTINGS, SETTINGS_DRAWER_WIDTH, createSettingsStore, serializeSettings } from './settings';

const menu = { menuTree: [{ path: 'setting', name: 'setting', title: 'menu.setting' }], operateList: ['role:add'] };

function setup(fetchServerMenu = vi.fn(async () => menu), stored?: Record<string, unknown>) {
  const storage = createMemoryStorage(stored ? { 'console-settings': JSON.stringify(stored) } : {});
  const notices: NoticeInput[] = [];
  const notifier = { toast: () => undefined, notice: (n: NoticeInput) => notices.push(n), confirm: () => undefined };
  const store = createSettingsStore({ storage, fetchServerMenu, notifier });
  return { store, storage, notices, fetchServerMenu };
}

// see docs/behaviour.md#26-settings-drawer, docs/behaviour.md#32-app-settings, docs/behaviour.md#9-constants-and-limits
describe('settings model (behaviour §2.6, §3.2, §9)', () => {
  it('§3 defaults: light theme, #165DFF, menu width 220, desktop, menu from server on', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      theme: 'light',
      themeColor: '#165DFF',
      menuWidth: 220,
      device: 'desktop',
      menuFromServer: true,
      navbar: true,
      menu: true,
      footer: true,
      tabBar: true,
      colorWeak: false,
      topMenu: false,
      serverMenu: [],
      serverOperate: [],
    });
    expect(SETTINGS_DRAWER_WIDTH).toBe(300);
  });

  it('§2 turning on the top menu un-collapses the menu', async () => {
    const { store } = setup();
    await store.getState().update({ menuCollapse: true });
    await store.getState().update({ topMenu: true });
    expect(store.getState()).toMatchObject({ topMenu: true, menuCollapse: false });
  });

  it('§2 turning on the server-menu option fetches the menu from the server', async () => {
    const { store, fetchServerMenu } = setup();
    await store.getState().update({ menuFromServer: false });
    await store.getState().update({ menuFromServer: true });
    expect(fetchServerMenu).toHaveBeenCalledOnce();
    expect(store.getState()).toMatchObject({ serverMenu: menu.menuTree, serverOperate: ['role:add'] });
    store.getState().clearServerMenu();
    expect(store.getState()).toMatchObject({ serverMenu: [], serverOperate: [] });
  });

  it("§8 a failed menu fetch shows the closable notice 'failed to get menu, please check user roles and permissions'", async () => {
    const { store, notices } = setup(vi.fn(async () => Promise.reject(new Error('403'))));
    await expect(store.getState().loadServerMenu()).resolves.toBeUndefined();
    expect(notices).toEqual([{ type: 'error', content: 'failed to get menu, please check user roles and permissions', closable: true }]);
    expect(store.getState().serverMenu).toEqual([]);
  });

  it('concurrent menu loads share one request; no fetcher means nothing to load', async () => {
    const { store, fetchServerMenu } = setup();
    await Promise.all([store.getState().loadServerMenu(), store.getState().loadServerMenu()]);
    expect(fetchServerMenu).toHaveBeenCalledOnce();
    const bare = createSettingsStore({ storage: createMemoryStorage(), initial: { menuWidth: 240 } });
    await bare.getState().loadServerMenu();
    expect(bare.getState()).toMatchObject({ serverMenu: [], menuWidth: 240 });
  });

  it('§6 keeps a menu the server sent with the login result without fetching it; clearing empties it', () => {
    const { store, fetchServerMenu } = setup();
    store.getState().setServerMenu({ menuTree: menu.menuTree, operateList: ['role:add'] });
    expect(store.getState()).toMatchObject({ serverMenu: menu.menuTree, serverOperate: ['role:add'] });
    expect(fetchServerMenu).not.toHaveBeenCalled();
    store.getState().clearServerMenu();
    expect(store.getState()).toMatchObject({ serverMenu: [], serverOperate: [] });
  });

  it('preferences persist (without the server menu) and are read back, ignoring unknown or mistyped values', async () => {
    const { store, storage } = setup();
    await store.getState().update({ menuWidth: 260, colorWeak: true });
    store.getState().toggleTheme();
    const saved = JSON.parse(storage.getItem('console-settings')!);
    expect(saved).toMatchObject({ menuWidth: 260, colorWeak: true, theme: 'dark' });
    expect(saved).not.toHaveProperty('serverMenu');
    const again = setup(undefined, { ...saved, menuWidth: 'wide', bogus: 1, serverMenu: [{}] }).store.getState();
    expect(again).toMatchObject({ colorWeak: true, theme: 'dark', menuWidth: 220, serverMenu: [] });
    expect(again).not.toHaveProperty('bogus');
  });

  it('§2 Copy Settings puts the settings as JSON (no server menu or operations)', () => {
    const json = serializeSettings({ ...DEFAULT_SETTINGS, serverOperate: ['x'] });
    expect(JSON.parse(json)).toEqual({ ...DEFAULT_SETTINGS, serverMenu: undefined, serverOperate: undefined });
    expect(json).toContain('\n  "theme": "light"');
  });

  it('§2 colour-weak mode applies invert(80%); §4 the dark theme sets arco-theme on the body', () => {
    const attrs = new Map<string, string>();
    const body = {
      setAttribute: (k: string, v: string) => void attrs.set(k, v),
      removeAttribute: (k: string) => void attrs.delete(k),
      style: { filter: '' },
    };
    applySettingsToBody(body, { theme: 'dark', colorWeak: true });
    expect(attrs.get(THEME_ATTRIBUTE)).toBe('dark');
    expect(body.style.filter).toBe(COLOR_WEAK_FILTER);
    expect(COLOR_WEAK_FILTER).toBe('invert(80%)');
    applySettingsToBody(body, { theme: 'light', colorWeak: false });
    expect(attrs.has('arco-theme')).toBe(false);
    expect(body.style.filter).toBe('none');
  });
});
