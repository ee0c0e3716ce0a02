/**
 * A user's settings of one list (which columns show, in which order, how dense, how many rows a page). The store
 * is asynchronous and keyed by a list name so that a server-backed store (settings that follow the user to
 * another browser) can stand in for the browser's storage without the list noticing.
 */

/**
 * Row height of a list's table, as Arco's Table `size` names it.
 * @example
 * const density: ListDensity = 'small';
 */
export type ListDensity = 'default' | 'middle' | 'small';

/**
 * One list's settings; an absent field means the list's own default.
 * @example
 * const prefs: ListPreferences = { hidden: ['createdAt'], order: ['name', 'status'], density: 'small', pageSize: 50 };
 */
export interface ListPreferences {
  /** Column keys the user hid. */
  hidden?: string[];
  /** Column keys in the user's order (columns not named keep their place after these). */
  order?: string[];
  density?: ListDensity;
  pageSize?: number;
}

/**
 * Where list settings are kept. `load` answers null when the user has none for that list.
 * @example
 * const serverStore: ListPreferencesStore = {
 *   load: (list) => client.post('/api/user/list-preferences', { list }),
 *   save: (list, preferences) => client.post('/api/user/list-preferences/save', { list, preferences }),
 *   reset: (list) => client.post('/api/user/list-preferences/reset', { list }),
 * };
 */
export interface ListPreferencesStore {
  load(list: string): Promise<ListPreferences | null>;
  save(list: string, preferences: ListPreferences): Promise<void>;
  reset(list: string): Promise<void>;
}
