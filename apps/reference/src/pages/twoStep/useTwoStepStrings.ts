import { LOCALES } from '@backoffice/console-core';
import { useConsole } from '@backoffice/console-ui';
import { twoStepMessages } from './twoStepMessages';

const added = new WeakSet<object>();

/**
 * Adds the two-step strings to the console's i18n on first use: the login's second step and the enrolment screen
 * show before any signed-in page has loaded the pages' strings, and the login page's first load stays without them.
 */
export function useTwoStepStrings(): void {
  const { i18n } = useConsole();
  if (added.has(i18n)) return;
  added.add(i18n);
  for (const locale of LOCALES) i18n.i18n.addResourceBundle(locale, 'translation', twoStepMessages[locale], true, true);
}
