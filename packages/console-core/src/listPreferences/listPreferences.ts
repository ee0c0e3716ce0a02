import { browserStorage, readJson, writeJson } from '../storage/storage';
import type { KeyValueStorage } from '../storage/types';
import type { ListDensity, ListPreferences, ListPreferencesStore } from './types';

const DENSITIES: readonly ListDensity[] = ['default', 'middle', 'small'];

/**
 * The storage key prefix of list settings kept in the browser.
 * @example
 * storage.getItem(`${LIST_PREFERENCES_PREFIX}project`);
 */
export const LIST_PREFERENCES_PREFIX = 'list-preferences:';

function knownKeys(value: unknown, columns: readonly string[]): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const keys = value.filter((key): key is string => typeof key === 'string' && columns.includes(key));
  return [...new Set(keys)];
}

/**
 * Keeps only what is valid of stored settings for a list with `columns`: known column keys, a known density, a
 * whole page size from 1 to `maxPageSize`. Anything else (an old column, a hand-edited value) is dropped.
 * @example
 * sanitizeListPreferences({ hidden: ['gone', 'city'], density: 'huge' }, ['name', 'city']); // { hidden: ['city'] }
 */
export function sanitizeListPreferences(raw: unknown, columns: readonly string[], maxPageSize = 100): ListPreferences {
  if (typeof raw !== 'object' || raw === null) return {};
  const value = raw as Record<string, unknown>;
  const out: ListPreferences = {};
  const hidden = knownKeys(value.hidden, columns);
  if (hidden) out.hidden = hidden;
  const order = knownKeys(value.order, columns);
  if (order) out.order = order;
  if (DENSITIES.includes(value.density as ListDensity)) out.density = value.density as ListDensity;
  const size = value.pageSize;
  if (typeof size === 'number' && Number.isInteger(size) && size >= 1 && size <= maxPageSize) out.pageSize = size;
  return out;
}

/**
 * The columns to show, in the user's order: those named in `order` first, then the rest in their own order,
 * without the hidden ones.
 * @example
 * visibleColumns(['name', 'city', 'phone'], { order: ['phone'], hidden: ['city'] }); // ['phone', 'name']
 */
export function visibleColumns(columns: readonly string[], preferences: ListPreferences): string[] {
  const order = (preferences.order ?? []).filter((key) => columns.includes(key));
  const rest = columns.filter((key) => !order.includes(key));
  const hidden = new Set(preferences.hidden ?? []);
  return [...order, ...rest].filter((key) => !hidden.has(key));
}

/**
 * List settings kept in a key/value storage (default the browser's localStorage), one JSON value per list.
 * @example
 * const preferences = createStoragePreferencesStore();
 * await preferences.save('project', { hidden: ['createdAt'] });
 */
export function createStoragePreferencesStore(storage: KeyValueStorage = browserStorage()): ListPreferencesStore {
  const key = (list: string) => `${LIST_PREFERENCES_PREFIX}${list}`;
  return {
    load: (list) => Promise.resolve(readJson<ListPreferences>(storage, key(list)) ?? null),
    save: (list, preferences) => Promise.resolve(writeJson(storage, key(list), preferences)),
    reset: (list) => Promise.resolve(storage.removeItem(key(list))),
  };
}
