import { createStore } from 'zustand/vanilla';
import { STORAGE_KEYS, readJson, writeJson } from '../storage/storage';
import type { KeyValueStorage } from '../storage/types';
import { dictItemLabels, pickLabel } from './labels';
import type { DictEntry, DictState, DictStore, ServerDictEntry } from './types';

/**
 * Groups dictionaries by dictCode, keeping the first of each group (docs/behaviour.md#36-dictionary-entry); an item
 * value sent as a number is kept as its text.
 * @example
 * groupDictEntries([{ dictCode: 'status', items: a }, { dictCode: 'status', items: b }]).status.items === a; // true
 */
export function groupDictEntries(list: ServerDictEntry[]): Record<string, DictEntry> {
  const map: Record<string, DictEntry> = {};
  for (const entry of list) {
    if (entry && typeof entry.dictCode === 'string' && !(entry.dictCode in map)) map[entry.dictCode] = withTextValues(entry);
  }
  return map;
}

/** The entry with each item's value as text; the same entry when every value already is. */
function withTextValues(entry: ServerDictEntry): DictEntry {
  const items = Array.isArray(entry.items) ? entry.items : [];
  if (items.every((item) => typeof item?.value === 'string')) return entry as DictEntry;
  return { ...entry, items: items.map((item) => ({ ...item, value: String(item.value) })) };
}

/**
 * Creates the dictionary store: loads `/api/admin/dict/all` through `fetchAll`, keeps the grouped map
 * under 'dictData' and reads it back at start.
 * @example
 * const dict = createDictStore({ fetchAll: () => api.dictAll(), storage });
 * await dict.getState().load();
 * dict.getState().label('project_status', '1'); // e.g. 'Open'
 * dict.getState().label('project_status', '1', 'zh-CN'); // its zh-CN label, or 'Open' when it has none
 */
export function createDictStore(options: { fetchAll: () => Promise<ServerDictEntry[]>; storage: KeyValueStorage }): DictStore {
  const { fetchAll, storage } = options;
  const stored = readJson<Record<string, DictEntry>>(storage, STORAGE_KEYS.dict);
  let inFlight: Promise<void> | undefined;

  return createStore<DictState>()((set, get) => ({
    map: stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {},
    loading: false,

    load() {
      if (Object.keys(get().map).length > 0) return Promise.resolve();
      return get().refresh();
    },

    refresh() {
      inFlight ??= (async () => {
        set({ loading: true });
        try {
          const list = await fetchAll();
          const map = groupDictEntries(Array.isArray(list) ? list : []);
          writeJson(storage, STORAGE_KEYS.dict, map);
          set({ map });
        } finally {
          set({ loading: false });
          inFlight = undefined;
        }
      })();
      return inFlight;
    },

    items(code) {
      return get().map[code]?.items ?? [];
    },

    label(code, value, locale) {
      const wanted = String(value);
      const item = get()
        .items(code)
        .find((i) => String(i.value) === wanted);
      if (!item) return wanted;
      return (locale && pickLabel(dictItemLabels(item), locale)) || item.label;
    },
  }));
}
