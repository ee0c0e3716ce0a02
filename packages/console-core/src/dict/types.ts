import type { StoreApi } from 'zustand/vanilla';
import type { Static } from 'typebox';
import type { DictEntrySchema, DictItemSchema, LocaleLabelsSchema } from '../contract/wire';
import type { Locale } from '../i18n/types';

/**
 * Dictionary shapes. The store's reader calls (`items`, `label`) are all the widgets need, so selects and
 * tags never touch the raw map or storage. A label exists per console language (`labels`); `label` stays the
 * first (en-US) text, so a server or a stored map without `labels` still works.
 */

/**
 * One text per locale; a locale may be missing (or null/blank), and then readers show another one (the
 * contract's `LocaleLabelsSchema`).
 * @example
 * const labels: LocaleLabels = { 'en-US': 'Active', 'zh-CN': '进行中' };
 */
export type LocaleLabels = Static<typeof LocaleLabelsSchema>;

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
 * One option of a dictionary as a server sends it (the contract's `DictItemSchema`): `value` may be a string or a
 * number.
 * @example
 * const item: ServerDictItem = { label: 'Open', value: 1 };
 */
export type ServerDictItem = Static<typeof DictItemSchema>;

/**
 * A dictionary as a server sends it (the contract's `DictEntrySchema`); `/dict/all` answers an array of these.
 * @example
 * const entry: ServerDictEntry = { dictCode: 'project_status', items: [{ label: 'Open', value: 1 }] };
 */
export type ServerDictEntry = Static<typeof DictEntrySchema>;

/**
 * One option of a dictionary as the store keeps it: the server's item with `value` as text (a number value is
 * stored as its text, so widgets and `label` compare one kind of value).
 * @example
 * const item: DictItem = { label: 'Open', value: '1', color: 'green' };
 */
export type DictItem = Omit<ServerDictItem, 'value'> & { value: string };

/**
 * A dictionary, identified by `dictCode` (docs/behaviour.md#36-dictionary-entry), as the store keeps it.
 * @example
 * const entry: DictEntry = { dictCode: 'project_status', dictName: 'Project status', items: [{ label: 'Open', value: '1' }] };
 */
export type DictEntry = Omit<ServerDictEntry, 'items'> & { items: DictItem[] };

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
