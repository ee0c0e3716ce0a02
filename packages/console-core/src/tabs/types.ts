import type { StoreApi } from 'zustand/vanilla';

/**
 * Tab bar model. A tab is identified by its `fullPath` (two details of different projects are two tabs)
 * while the page cache is keyed by route `name` (what the UI's keep-alive needs).
 */

/**
 * One open tab (docs/behaviour.md#34-tab-entry).
 * @example
 * const tab: TabEntry = { title: 'menu.setting.role', name: 'Role', fullPath: '/setting/role', query: {}, ignoreCache: false };
 */
export interface TabEntry {
  title: string;
  name: string;
  fullPath: string;
  query: Record<string, string>;
  ignoreCache: boolean;
  /**
   * The tab's first fullPath, kept when its view params change (a list's page or filters): what a keep-alive
   * view keys the tab by, so that the page stays mounted. Absent until the tab first moves.
   */
  key?: string;
}

/**
 * Open tabs and the names of the pages kept in cache.
 * @example
 * const { tabs, cacheList } = tabStore.getState();
 */
export interface TabState {
  tabs: TabEntry[];
  cacheList: string[];
}

/**
 * Tab actions (the tab bar's menu: close, close others, close left, close right, close all).
 * @example
 * tabStore.getState().closeRight(tab.fullPath);
 */
export interface TabActions {
  open(tab: TabEntry): void;
  /** Removes the tab; answers the tab to show next (its left neighbour), undefined when nothing closed. */
  close(fullPath: string): TabEntry | undefined;
  closeOthers(fullPath: string): void;
  closeLeft(fullPath: string): void;
  closeRight(fullPath: string): void;
  closeAll(): void;
  /** Resets the list to the dashboard tab alone (docs/behaviour.md#24-tabs). */
  reset(): void;
  isCached(name: string): boolean;
  /**
   * Declares the query keys of `path` that hold a view of its page (a list's filters, sort, page), not which
   * record it shows: a navigation that changes only them moves that path's tab to the new URL (its `key`
   * stays) instead of opening another tab. A synced list declares its keys when it mounts.
   */
  setViewParams(path: string, keys: readonly string[]): void;
}

/**
 * The vanilla zustand store made by `createTabStore`.
 * @example
 * const tabs: TabStore = createTabStore();
 */
export type TabStore = StoreApi<TabState & TabActions>;

/**
 * Options of `createTabStore`.
 * @example
 * createTabStore({ defaultTab: { ...DEFAULT_TAB, title: 'menu.dashboard' }, banList: ['redirect', 'login'] });
 */
export interface TabStoreOptions {
  defaultTab?: TabEntry;
  /** Route names never added as tabs; default ['redirect'], the tab reload route (docs/behaviour.md#22-signed-in-routes). */
  banList?: string[];
}
