import type { Locale } from '../i18n/types';
import type { DictEntry, DictItem, LabelChoice, LocaleLabels } from './types';

// The first label is en-US (the default locale, docs/behaviour.md#9-constants-and-limits); kept here rather than imported from i18n/ so the
// dictionary loader does not bring the message tables and i18next along.
const FIRST: Locale = 'en-US';
const FALLBACK_ORDER: readonly Locale[] = ['en-US', 'zh-CN'];

const present = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * The label of `labels` for `locale`, saying whether it fell back: the locale's own text when it has one,
 * otherwise the default locale's (en-US), otherwise any other locale's, otherwise ''.
 * @example
 * resolveLabel({ 'en-US': 'Active', 'zh-CN': '进行中' }, 'zh-CN'); // { text: '进行中', locale: 'zh-CN', fallback: false }
 * resolveLabel({ 'en-US': 'Active' }, 'zh-CN');                    // { text: 'Active', locale: 'en-US', fallback: true }
 */
export function resolveLabel(labels: LocaleLabels | null | undefined, locale: Locale): LabelChoice {
  const own = labels?.[locale];
  if (present(own)) return { text: own, locale, fallback: false };
  for (const other of FALLBACK_ORDER) {
    const text = labels?.[other];
    if (other !== locale && present(text)) return { text, locale: other, fallback: true };
  }
  return { text: '', locale: null, fallback: true };
}

/**
 * The label of `labels` for `locale`, falling back to the other locale when it has none (see {@link resolveLabel}).
 * @example
 * pickLabel({ 'en-US': 'Moderator', 'zh-CN': '主持人' }, 'zh-CN'); // '主持人'
 * pickLabel({ 'en-US': 'Moderator', 'zh-CN': null }, 'zh-CN');     // 'Moderator'
 */
export function pickLabel(labels: LocaleLabels | null | undefined, locale: Locale): string {
  return resolveLabel(labels, locale).text;
}

/**
 * An item's labels: its `labels` per locale over `label` as the en-US text (servers that send only `label`).
 * @example
 * dictItemLabels({ label: 'Active', value: 'active' }); // { 'en-US': 'Active' }
 */
export function dictItemLabels(item: Pick<DictItem, 'label' | 'labels'>): LocaleLabels {
  return { [FIRST]: item.label, ...item.labels };
}

/**
 * The items with `label` set to their label in `locale` (each keeps `labels`), for selects and tags.
 * @example
 * localizeDictItems([{ label: 'Active', labels: { 'zh-CN': '进行中' }, value: 'active' }], 'zh-CN')[0].label; // '进行中'
 */
export function localizeDictItems(items: readonly DictItem[], locale: Locale): DictItem[] {
  return items.map((item) => ({ ...item, label: pickLabel(dictItemLabels(item), locale) || item.label }));
}

/**
 * The name of a dictionary in `locale` (its `dictNames`, then `dictName`, then the code).
 * @example
 * dictEntryName({ dictCode: 'gender', dictName: 'Gender', dictNames: { 'zh-CN': '性别' }, items: [] }, 'zh-CN'); // '性别'
 */
export function dictEntryName(entry: DictEntry, locale: Locale): string {
  return pickLabel({ [FIRST]: entry.dictName, ...entry.dictNames }, locale) || entry.dictCode;
}
