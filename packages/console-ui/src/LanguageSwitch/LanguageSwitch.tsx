import { Button } from '@arco-design/web-react';
import { IconLanguage } from '@arco-design/web-react/icon';
import { LOCALES, type Locale } from '@backoffice/console-core';
import { DeferredDropdown } from '../ConsoleLayout/DeferredDropdown';
import { useConsole } from '../hooks/useConsole';
import { useLocale, useT } from '../hooks/useT';

/**
 * Props of {@link LanguageSwitch}.
 *
 * @example
 * <LanguageSwitch onChange={(l) => track(l)} />
 */
export interface LanguageSwitchProps {
  /** Called after the switch with the new locale. */
  onChange?: (locale: Locale) => void;
}

/**
 * A language dropdown (en-US / zh-CN): switching stores the choice under 'arco-locale' and shows the
 * confirmation message.
 *
 * @example
 * <LanguageSwitch onChange={(l) => console.info(l)} />
 */
export function LanguageSwitch({ onChange }: LanguageSwitchProps) {
  const { i18n, notifier } = useConsole();
  const t = useT();
  const locale = useLocale();
  const choose = (next: string, close: () => void) => {
    close();
    const l = next as Locale;
    const message = i18n.switchLocale(l);
    notifier.toast({ type: 'success', content: message });
    onChange?.(l);
  };
  // A light list rather than Arco's Menu: the switch is on the login page, whose first load stays small.
  const droplist = (close: () => void) => (
    <div className="bo-language-list" role="menu" aria-label={t('navbar.language')}>
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          role="menuitem"
          aria-current={l === locale ? 'true' : undefined}
          className={l === locale ? 'bo-language-list__item bo-language-list__item--active' : 'bo-language-list__item'}
          onClick={() => choose(l, close)}
        >
          {t(`locale.${l}`)}
        </button>
      ))}
    </div>
  );
  return (
    // Before the page's first paint (the login page) the trigger shows alone; the dropdown follows (DeferredDropdown).
    <DeferredDropdown droplist={droplist} position="br">
      <Button shape="circle" icon={<IconLanguage />} aria-label={t('navbar.language')} title={t('navbar.language')} />
    </DeferredDropdown>
  );
}
