import type { i18n } from 'i18next';

/**
 * Supported interface languages (docs/behaviour.md#27-language).
 * @example
 * const l: Locale = readStoredLocale(storage);
 */
export type Locale = 'en-US' | 'zh-CN';

/**
 * A flat message table for one locale; keys contain dots ('menu.dashboard.workplace').
 * @example
 * const page: Record<Locale, MessageTable> = { 'en-US': { 'project.title': 'Projects' }, 'zh-CN': { 'project.title': '项目' } };
 */
export type MessageTable = Record<string, string>;

/**
 * The i18n handle the UI uses: the i18next instance plus the few calls the console needs.
 * @example
 * const { t, switchLocale, subscribe } = createI18n({ storage });
 */
export interface ConsoleI18n {
  /** The i18next instance (created on first read: plain messages do not need it). */
  readonly i18n: i18n;
  t(key: string, vars?: Record<string, unknown>): string;
  locale(): Locale;
  /** Switches, stores the choice under 'arco-locale', answers the confirmation message. */
  switchLocale(l: Locale): string;
  subscribe(fn: (l: Locale) => void): () => void;
  /**
   * Adds messages after start (e.g. the titles a server menu carries). Keys the console already has keep their
   * text unless `overwrite` is set.
   */
  addMessages(messages: Partial<Record<Locale, MessageTable>>, options?: { overwrite?: boolean }): void;
}
