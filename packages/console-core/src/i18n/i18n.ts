import i18next from 'i18next';
import type { KeyValueStorage } from '../storage/types';
import { STORAGE_KEYS } from '../storage/storage';
import { enUS } from './en-US';
import type { ConsoleI18n, Locale, MessageTable } from './types';
import { zhCN } from './zh-CN';

/**
 * The supported locales (spec §4).
 * @example
 * LOCALES.map((l) => ({ value: l, label: t(`locale.${l}`) }));
 */
export const LOCALES: Locale[] = ['en-US', 'zh-CN'];

/**
 * Default and fallback locale (spec §9).
 * @example
 * readStoredLocale(createMemoryStorage()) === DEFAULT_LOCALE; // true
 */
export const DEFAULT_LOCALE = 'en-US' as const;

/**
 * The core's messages per locale: every user-visible core string and the menu titles of the spec's routes.
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
 * Creates an i18next instance holding the core messages plus any extra tables (later tables win),
 * starting in the stored locale.
 * @example
 * const { t, switchLocale } = createI18n({ storage, resources: [pageMessages] });
 * t('menu.dashboard.workplace');    // 'Data Overview'
 * toast.success(switchLocale('zh-CN')); // '语言已切换为中文', and 'arco-locale' = 'zh-CN'
 */
export function createI18n(options: {
  storage: KeyValueStorage;
  resources?: Record<Locale, MessageTable>[];
}): ConsoleI18n {
  const { storage, resources = [] } = options;
  const table = (l: Locale): MessageTable =>
    Object.assign({}, coreMessages[l], ...resources.map((r) => r[l]));
  const instance = i18next.createInstance();
  void instance.init({
    lng: readStoredLocale(storage),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: LOCALES,
    resources: { 'en-US': { translation: table('en-US') }, 'zh-CN': { translation: table('zh-CN') } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const locale = (): Locale => (isLocale(instance.language) ? instance.language : DEFAULT_LOCALE);
  // A plain message (no variables, no '{{...}}' or '$t(...)' in it) is read straight from the tables, as
  // i18next would answer it: its full pipeline costs more than the lookup, on every string of every render.
  const plain = (key: string): string | undefined => {
    const found: unknown = instance.getResource(locale(), 'translation', key) ?? instance.getResource(DEFAULT_LOCALE, 'translation', key);
    return typeof found === 'string' && !found.includes('{{') && !found.includes('$t(') ? found : undefined;
  };
  const t = (key: string, vars?: Record<string, unknown>): string => (vars ? undefined : plain(key)) ?? instance.t(key, vars ?? {});
  return {
    i18n: instance,
    t,
    locale,
    switchLocale(l) {
      const next = isLocale(l) ? l : DEFAULT_LOCALE;
      void instance.changeLanguage(next);
      storage.setItem(STORAGE_KEYS.locale, next);
      return instance.t('locale.switched', { lng: next });
    },
    subscribe(fn) {
      const handler = (lng: string): void => fn(isLocale(lng) ? lng : DEFAULT_LOCALE);
      instance.on('languageChanged', handler);
      return () => instance.off('languageChanged', handler);
    },
  };
}
