import { createStore } from 'zustand/vanilla';
import type { RouteTarget } from '../routing/types';
import type { TabActions, TabEntry, TabState, TabStore, TabStoreOptions } from './types';

/**
 * The default opening tab: /dashboard/workplace, titled "Home" (`menu.home`). A console whose home page is
 * elsewhere or named otherwise passes its own `defaultTab` (docs/behaviour.md#22-signed-in-routes).
 * @example
 * tabs.getState().tabs[0] === DEFAULT_TAB; // true after reset()
 */
export const DEFAULT_TAB: TabEntry = {
  title: 'menu.home',
  name: 'Workplace',
  fullPath: '/dashboard/workplace',
  query: {},
  ignoreCache: false,
};

/**
 * The tab for a navigation target (docs/behaviour.md#34-tab-entry); the title is the route's i18n title key.
 * @example
 * tabs.getState().open(routeToTab(target));
 */
export function routeToTab(target: RouteTarget): TabEntry {
  return {
    title: target.meta.title ?? target.name,
    name: target.name,
    fullPath: target.fullPath,
    query: { ...target.query },
    ignoreCache: Boolean(target.meta.ignoreCache),
  };
}

function sameTab(a: TabEntry, b: TabEntry): boolean {
  const keys = (q: Record<string, string>) => Object.keys(q);
  return (
    a.title === b.title &&
    a.name === b.name &&
    a.fullPath === b.fullPath &&
    a.ignoreCache === b.ignoreCache &&
    keys(a.query).length === keys(b.query).length &&
    keys(a.query).every((k) => a.query[k] === b.query[k])
  );
}

/** `fullPath` without the view params of its path: tabs alike here are one tab. */
function placeOf(fullPath: string, viewParams: ReadonlyMap<string, readonly string[]>): string {
  const at = fullPath.indexOf('?');
  if (at < 0) return fullPath;
  const path = fullPath.slice(0, at);
  const view = viewParams.get(path);
  if (!view) return fullPath;
  const params = new URLSearchParams(fullPath.slice(at + 1));
  for (const key of view) params.delete(key);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

function cacheOf(tabs: TabEntry[]): string[] {
  return [...new Set(tabs.filter((tab) => !tab.ignoreCache).map((tab) => tab.name))];
}

/**
 * Creates the tab list + page cache model (docs/behaviour.md#24-tabs): a tab's page is cached unless it sets
 * ignoreCache; the default tab always stays first and cannot be closed.
 * @example
 * const tabs = createTabStore();
 * tabs.getState().open(routeToTab(target));
 * const next = tabs.getState().close('/setting/role'); // navigate to next?.fullPath if it was active
 */
export function createTabStore(options: TabStoreOptions = {}): TabStore {
  const defaultTab = options.defaultTab ?? DEFAULT_TAB;
  const banList = options.banList ?? ['redirect'];
  const initial = (): TabState => ({ tabs: [defaultTab], cacheList: cacheOf([defaultTab]) });

  return createStore<TabState & TabActions>()((set, get) => {
    const viewParams = new Map<string, readonly string[]>();
    const isDefault = (fullPath: string) => placeOf(fullPath, viewParams) === placeOf(defaultTab.fullPath, viewParams);
    const keep = (tabs: TabEntry[]): void => {
      const withDefault = tabs.some((t) => isDefault(t.fullPath)) ? tabs : [defaultTab, ...tabs];
      set({ tabs: withDefault, cacheList: cacheOf(withDefault) });
    };
    const indexOf = (fullPath: string): number => get().tabs.findIndex((tab) => tab.fullPath === fullPath);
    const placeIndexOf = (fullPath: string): number => {
      const place = placeOf(fullPath, viewParams);
      return get().tabs.findIndex((tab) => placeOf(tab.fullPath, viewParams) === place);
    };

    return {
      ...initial(),
      open(tab) {
        if (banList.includes(tab.name) || tab.fullPath.startsWith('/redirect/')) return;
        const index = placeIndexOf(tab.fullPath);
        const open = get().tabs[index];
        if (open && sameTab(open, tab)) return; // already open as it is: nothing re-renders
        const tabs = [...get().tabs];
        if (open) tabs[index] = open.fullPath === tab.fullPath && !open.key ? tab : { ...tab, key: open.key ?? open.fullPath };
        else tabs.push(tab);
        keep(tabs);
      },
      close(fullPath) {
        const index = indexOf(fullPath);
        if (index < 0 || isDefault(fullPath)) return undefined;
        const tabs = get().tabs.filter((_, i) => i !== index);
        keep(tabs);
        return get().tabs[index - 1] ?? get().tabs[0];
      },
      closeOthers(fullPath) {
        keep(get().tabs.filter((tab) => tab.fullPath === fullPath || isDefault(tab.fullPath)));
      },
      closeLeft(fullPath) {
        const index = indexOf(fullPath);
        if (index < 0) return;
        keep(get().tabs.filter((tab, i) => i >= index || isDefault(tab.fullPath)));
      },
      closeRight(fullPath) {
        const index = indexOf(fullPath);
        if (index < 0) return;
        keep(get().tabs.filter((tab, i) => i <= index || isDefault(tab.fullPath)));
      },
      closeAll() {
        set(initial());
      },
      reset() {
        set(initial());
      },
      isCached(name) {
        return get().cacheList.includes(name);
      },
      setViewParams(path, keys) {
        viewParams.set(path, [...keys]);
      },
    };
  });
}
