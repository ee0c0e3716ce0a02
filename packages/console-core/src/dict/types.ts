import type { StoreApi } from 'zustand/vanilla';
import type { Locale } from '../i18n/types';

/**
 * Dictionary shapes. The store's reader calls (`items`, `label`) are all the widgets need, so selects and
 * tags never touch the raw map or storage. A label exists per console language (`labels`); `label` stays the
 * first (en-US) text, so a server or a stored map without `labels` still works.
 */

/**
 * One text per locale; a locale may be missing (or null/blank), and then readers show another one.
 * @example
 * const labels: LocaleLabels = { 'en-US': 'Active', 'zh-CN': '进行中' };
 */
export type LocaleLabels = Partial<Record<Locale, string | null>>;

/**
 * The text chosen for a locale by `resolveLabel`: which locale it came from (null when none has text) and
 * whether that is another locale than the one asked for.
 * @example
 * const choice: LabelChoice = { text: 'Active', locale: 'en-US', fallback: true };
 */
export interface LabelChoice {
  text: string;
  locale: Locale | null;
  fallback: boolean;
}

/**
 * One option of a dictionary.
 * @example
 * const item: DictItem = { label: 'Open', value: '1', color: 'green' };
 */
export interface DictItem {
  /** The first (en-US) label. */
  label: string;
  /** The label per locale, when the server sends them (`/api/admin/dict/all` does). */
  labels?: LocaleLabels;
  value: string;
  color?: string;
  isDefault?: boolean;
  order?: number;
}

/**
 * A dictionary, identified by `dictCode` (docs/behaviour.md#36-dictionary-entry).
 * @example
 * const entry: DictEntry = { dictCode: 'project_status', dictName: 'Project status', items: [{ label: 'Open', value: '1' }] };
 */
export interface DictEntry {
  dictCode: string;
  dictName?: string;
  /** The name per locale, when the server sends them. */
  dictNames?: LocaleLabels;
  items: DictItem[];
}

/**
 * State and actions of the dictionary store.
 * @example
 * const { items, label } = dict.getState();
 * label('project_status', '1'); // 'Open'
 * label('project_status', '1', 'zh-CN'); // '进行中' (or 'Open' when the item has no zh-CN label)
 */
export interface DictState {
  map: Record<string, DictEntry>;
  loading: boolean;
  /** Fetches only when nothing is loaded yet (the stored map counts). */
  load(): Promise<void>;
  /** Always fetches and replaces the map. */
  refresh(): Promise<void>;
  items(code: string): DictItem[];
  /**
   * The item's label (in `locale` when given, falling back to the other locale), or the value itself when the
   * dictionary has no such item.
   */
  label(code: string, value: string | number, locale?: Locale): string;
}

/**
 * The vanilla zustand store made by `createDictStore`.
 * @example
 * const dict: DictStore = createDictStore({ fetchAll: () => api.dictAll(), storage });
 */
export type DictStore = StoreApi<DictState>;
