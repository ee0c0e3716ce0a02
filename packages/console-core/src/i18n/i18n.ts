import i18next, { type i18n } from 'i18next';
import type { KeyValueStorage } from '../storage/types';
import { STORAGE_KEYS } from '../storage/storage';
import { enUS } from './en-US';
import type { ConsoleI18n, Locale, MessageTable } from './types';
import { zhCN } from './zh-CN';

/**
 * The supported locales (docs/behaviour.md#27-language).
 * @example
 * LOCALES.map((l) => ({ value: l, label: t(`locale.${l}`) }));
 */
export const LOCALES: Locale[] = ['en-US', 'zh-CN'];

/**
 * Default and fallback locale (docs/behaviour.md#9-constants-and-limits).
 * @example
 * readStoredLocale(createMemoryStorage()) === DEFAULT_LOCALE; // true
 */
export const DEFAULT_LOCALE = 'en-US' as const;

/**
 * The core's messages per locale: every user-visible core string and the menu titles of the console's routes (docs/behaviour.md#2-screens-and-routes).
 * @example
 * coreMessages['zh-CN']['login.form.login.success']; // '欢迎使用'
 */
export const coreMessages: Record<Locale, MessageTable> = { 'en-US': enUS, 'zh-CN': zhCN };

/**
 * The English text of a core key, for callers that have no i18n instance (the default `translate`).
 * @example
 * defaultTranslate('request.error.request'); // 'Request Error'
 */
export function defaultTranslate(key: string): string {
  return enUS[key] ?? key;
}

/** Names i18next reads as options of a translation (plural count, context, language, ...), not as variables. */
const I18NEXT_OPTIONS = new Set([
  'count',
  'context',
  'lng',
  'lngs',
  'ns',
  'defaultValue',
  'ordinal',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'replace',
  'interpolation',
  'postProcess',
  'keyPrefix',
  'fallbackLng',
]);
/** What may stand between '{{' and '}}' for the message to be filled in without i18next: one variable's name. */
const PLACEHOLDER = /^\s*([A-Za-z_$][\w$]*)\s*$/;

function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

/**
 * The stored locale ('arco-locale'), or en-US when none or unsupported.
 * @example
 * readStoredLocale(createMemoryStorage({ 'arco-locale': 'zh-CN' })); // 'zh-CN'
 */
export function readStoredLocale(storage: KeyValueStorage): Locale {
  const stored = storage.getItem(STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/**
 * Creates the console's i18n: the core messages plus any extra tables (later tables win), starting in the
 * stored locale. The i18next instance behind it is created when first needed (a message with variables,
 * a switch of language, a read of `i18n`); until then plain messages are read from the tables, as i18next
 * would answer them, so a first screen does not pay for i18next's start-up.
 * @example
 * const { t, switchLocale } = createI18n({ storage, resources: [pageMessages] });
 * t('menu.dashboard.workplace');    // 'Data Overview'
 * toast.success(switchLocale('zh-CN')); // '语言已切换为中文', and 'arco-locale' = 'zh-CN'
 */
export function createI18n(options: { storage: KeyValueStorage; resources?: Record<Locale, MessageTable>[] }): ConsoleI18n {
  const { storage, resources = [] } = options;
  const tables: Record<Locale, MessageTable> = {
    'en-US': Object.assign({}, coreMessages['en-US'], ...resources.map((r) => r['en-US'])),
    'zh-CN': Object.assign({}, coreMessages['zh-CN'], ...resources.map((r) => r['zh-CN'])),
  };
  const storedLocale = readStoredLocale(storage);
  const listeners = new Set<(l: Locale) => void>();
  let instance: i18n | undefined;
  const engine = (): i18n => {
    if (instance) return instance;
    const created = i18next.createInstance();
    void created.init({
      lng: storedLocale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: LOCALES,
      resources: { 'en-US': { translation: tables['en-US'] }, 'zh-CN': { translation: tables['zh-CN'] } },
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    // A change made on the instance itself (i18n.changeLanguage) reaches the subscribers too.
    created.on('languageChanged', (lng: string) => {
      for (const fn of [...listeners]) fn(isLocale(lng) ? lng : DEFAULT_LOCALE);
    });
    instance = created;
    return created;
  };
  const locale = (): Locale => (instance ? (isLocale(instance.language) ? instance.language : DEFAULT_LOCALE) : storedLocale);
  const lookup = (l: Locale, key: string): unknown => (instance ? instance.getResource(l, 'translation', key) : tables[l][key]);
  /** The message in the current locale, else in the fallback one (as i18next falls back). */
  const messageOf = (key: string): unknown => lookup(locale(), key) ?? lookup(DEFAULT_LOCALE, key);
  // A plain message (no variables, no '{{...}}' or '$t(...)' in it) is read straight from the tables, as
  // i18next would answer it: its full pipeline costs more than the lookup, on every string of every render.
  const plain = (key: string): string | undefined => {
    const found = messageOf(key);
    return typeof found === 'string' && !found.includes('{{') && !found.includes('$t(') ? found : undefined;
  };
  // A message whose variables are plain '{{name}}' placeholders, all given, is filled in here as i18next would
  // fill it (escapeValue is off; null is ''): the first such message (the dashboard's greeting right after
  // signing in) would otherwise start i18next on the way to the screen.
  const filled = (key: string, vars: Record<string, unknown>): string | undefined => {
    for (const name in vars) if (I18NEXT_OPTIONS.has(name)) return undefined;
    const found = messageOf(key);
    if (typeof found !== 'string' || found.includes('$t(')) return undefined;
    let complete = true;
    const text = found.replace(/\{\{(.*?)\}\}/g, (_, inner: string) => {
      const name = PLACEHOLDER.exec(inner)?.[1];
      const value = name !== undefined && Object.hasOwn(vars, name) ? vars[name] : undefined;
      if (value === undefined || (value !== null && typeof value === 'object') || typeof value === 'function') {
        complete = false;
        return '';
      }
      return value === null ? '' : String(value);
    });
    return complete ? text : undefined;
  };
  const t = (key: string, vars?: Record<string, unknown>): string => (vars ? filled(key, vars) : plain(key)) ?? engine().t(key, vars ?? {});
  return {
    get i18n() {
      return engine();
    },
    t,
    locale,
    switchLocale(l) {
      const next = isLocale(l) ? l : DEFAULT_LOCALE;
      const i18nInstance = engine();
      void i18nInstance.changeLanguage(next);
      storage.setItem(STORAGE_KEYS.locale, next);
      return i18nInstance.t('locale.switched', { lng: next });
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    addMessages(messages, { overwrite = false } = {}) {
      for (const l of LOCALES) {
        const added = Object.entries(messages[l] ?? {}).filter(([key]) => overwrite || lookup(l, key) === undefined);
        if (added.length === 0) continue;
        Object.assign(tables[l], Object.fromEntries(added));
        instance?.addResourceBundle(l, 'translation', Object.fromEntries(added), true, true);
      }
    },
  };
}
