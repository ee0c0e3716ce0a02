import type { PageMessages } from './messages';

// Each page group's folder names its menu titles (the directory's and its pages') in `titles.ts`; they load
// up front with the console (app/console.ts), since the menu and the tab bar show them before any page does.
const files = import.meta.glob<{ titles: PageMessages }>('./*/titles.ts', { eager: true });

/** The menu titles of every page group, in en-US and zh-CN. */
export const menuTitleMessages: PageMessages[] = Object.values(files).map((module) => module.titles);
