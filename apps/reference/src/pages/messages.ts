import type { Locale } from '@backoffice/console-core';

/** One page's strings: the same keys in en-US and zh-CN. */
export type PageMessages = Record<Locale, Record<string, string>>;

// Found by file name, so a page adds its strings by adding `messages.ts` (or `<topic>Messages.ts`) to its own
// folder, exporting them: nothing here changes. This module loads with the first signed-in page
// (registry.ts), so the login page's first load carries none of them.
const files = import.meta.glob<Record<string, PageMessages>>(['./*/**/messages.ts', './*/**/*Messages.ts'], { eager: true });

/** The strings of every page, in en-US and zh-CN, registered with the console's i18n. */
export const pageMessages: PageMessages[] = Object.values(files).flatMap((module) => Object.values(module));
