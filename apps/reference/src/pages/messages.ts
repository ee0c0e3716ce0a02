import type { Locale } from '@backoffice/console-core';
import { loginMessages } from './login/messages';
import { workplaceMessages } from './dashboard/workplace/messages';
import { unavailableMessages } from './unavailable/messages';

/** The strings of every page, in en-US and zh-CN, registered with the console's i18n. */
export const pageMessages: Record<Locale, Record<string, string>>[] = [loginMessages, workplaceMessages, unavailableMessages];
