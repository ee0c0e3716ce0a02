import { useCallback, useSyncExternalStore } from 'react';
import type { Locale } from '@backoffice/console-core';
import { useConsole } from './useConsole';

/**
 * The current locale; re-renders when it changes.
 *
 * @example
 * const locale = useLocale(); // 'en-US' | 'zh-CN'
 */
export function useLocale(): Locale {
  const { i18n } = useConsole();
  return useSyncExternalStore(i18n.subscribe, i18n.locale, i18n.locale);
}

/**
 * The translate function of the console's i18n; the component re-renders on a locale change.
 *
 * @example
 * const t = useT();
 * <span>{t('menu.dashboard.workplace')}</span>
 */
export function useT(): (key: string, vars?: Record<string, unknown>) => string {
  const { i18n } = useConsole();
  const locale = useLocale();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- locale makes a new function per language
  return useCallback((key: string, vars?: Record<string, unknown>) => i18n.t(key, vars), [i18n, locale]);
}
