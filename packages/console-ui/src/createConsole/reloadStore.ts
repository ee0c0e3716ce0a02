import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * Reload counters: a tab's view is keyed by its counter, so bumping it remounts the page.
 *
 * @example
 * const count = reloads.getState().keys['/setting/role'] ?? 0;
 */
export interface ReloadState {
  keys: Record<string, number>;
  reload(fullPath: string): void;
}

/**
 * The store behind tab reloads.
 *
 * @example
 * const reloads: ReloadStore = createReloadStore();
 */
export type ReloadStore = StoreApi<ReloadState>;

/**
 * Creates the reload-counter store (one per console bundle).
 *
 * @example
 * const reloads = createReloadStore();
 * reloads.getState().reload('/dashboard/workplace'); // the workplace tab remounts
 */
export function createReloadStore(): ReloadStore {
  return createStore<ReloadState>((set) => ({
    keys: {},
    reload: (fullPath) => set((s) => ({ keys: { ...s.keys, [fullPath]: (s.keys[fullPath] ?? 0) + 1 } })),
  }));
}
