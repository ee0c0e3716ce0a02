import { DEFAULT_TAB } from '@backoffice/console-core';
import { createConsole, type ConsoleBundle } from '@backoffice/console-ui';
import { menuTitleMessages } from '../pages/menu-titles';
import { publicPageMessages } from '../pages/public-messages';

/**
 * The staff console's bundle: the packages' defaults (same-origin API, local storage, server menu)
 * plus the strings of the public pages and the menu titles (each page group's `titles.ts`), and its home tab,
 * the data overview. The signed-in pages' strings load with the first of them (pages/registry.ts), so the
 * login page's first load stays small.
 *
 * The staff console's own behaviour turns on what the library leaves off: the role is forced to admin once
 * own info loads (the server's menu and operation codes decide what each account sees and may do), the user
 * menu offers "Switch Roles", and the settings drawer has the "Menu From Server" switch.
 */
export function createReferenceConsole(): ConsoleBundle {
  return createConsole({
    resources: [...publicPageMessages, ...menuTitleMessages],
    defaultTab: { ...DEFAULT_TAB, title: 'menu.dashboard.workplace' },
    forceAdminRole: true,
    roleSwitch: true,
    serverMenuSwitch: true,
  });
}
