import type { StoreApi } from 'zustand/vanilla';

/**
 * Dictionary shapes. The store's reader calls (`items`, `label`) are all the widgets need, so selects and
 * tags never touch the raw map or storage.
 */

/**
 * One option of a dictionary.
 * @example
 * const item: DictItem = { label: 'Open', value: '1', color: 'green' };
 */
export interface DictItem {
  label: string;
  value: string;
  color?: string;
  isDefault?: boolean;
  order?: number;
}

/**
 * A dictionary (spec §3 "Dictionary entry", identified by `dictCode`).
 * @example
 * const entry: DictEntry = { dictCode: 'projectStatus', dictName: 'Project status', items: [{ label: 'Open', value: '1' }] };
 */
export interface DictEntry {
  dictCode: string;
  dictName?: string;
  items: DictItem[];
}

/**
 * State and actions of the dictionary store.
 * @example
 * const { items, label } = dict.getState();
 * label('projectStatus', '1'); // 'Open'
 */
export interface DictState {
  map: Record<string, DictEntry>;
  loading: boolean;
  /** Fetches only when nothing is loaded yet (the stored map counts). */
  load(): Promise<void>;
  /** Always fetches and replaces the map. */
  refresh(): Promise<void>;
  items(code: string): DictItem[];
  /** The item's label, or the value itself when the dictionary has no such item. */
  label(code: string, value: string | number): string;
}

/**
 * The vanilla zustand store made by `createDictStore`.
 * @example
 * const dict: DictStore = createDictStore({ fetchAll: () => api.dictAll(), storage });
 */
export type DictStore = StoreApi<DictState>;
