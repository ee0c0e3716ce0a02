import { useStore } from 'zustand';
import type { TabActions, TabState } from '@backoffice/console-core';
import { useConsole } from './useConsole';

/**
 * The tab store's state and actions, as `useTabs` selects from them.
 * @example
 * const tabs = useTabs((s: Tabs) => s.tabs);
 */
export type Tabs = TabState & TabActions;

/**
 * The tab store (open tabs, cache list and tab actions).
 *
 * @example
 * const tabs = useTabs((s) => s.tabs);
 * const { closeAll } = useTabs();
 */
export function useTabs(): Tabs;
export function useTabs<T>(selector: (s: Tabs) => T): T;
export function useTabs<T>(selector?: (s: Tabs) => T): T | Tabs {
  return useStore(useConsole().tabs, (selector ?? identity) as (s: Tabs) => T | Tabs);
}

function identity<S>(s: S): S {
  return s;
}
