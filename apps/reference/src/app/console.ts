import { DEFAULT_TAB } from '@backoffice/console-core';
import { createConsole, type ConsoleBundle, type CreateConsoleOptions } from '@backoffice/console-ui';
import { publicPageMessages } from '../pages/public-messages';
import { CHANGE_PASSWORD_PATH } from '../pages/setting/resetPassword/changePasswordPath';

/** The home tab's title, shown before the server's menu (which carries the same text) arrives after a reload. */
const homeTabTitle = {
  'en-US': { 'menu.dashboard.workplace': 'Data Overview' },
  'zh-CN': { 'menu.dashboard.workplace': '数据概览' },
};

/**
 * The staff console's bundle: the packages' defaults (same-origin API, local storage, server menu)
 * plus the strings of the public pages, and its home tab, the data overview. Menu titles come with the server's
 * menu (each API module declares its own in both languages). The signed-in pages' strings load with the first of
 * them (pages/registry.ts), so the login page's first load stays small.
 *
 * The staff console's own behaviour turns on what the library leaves off: the role is forced to admin once
 * own info loads (the server's menu and operation codes decide what each account sees and may do), the user
 * menu offers "Switch Roles", and the settings drawer has the "Menu From Server" switch.
 *
 * `transport` places it elsewhere than a browser tab on the server's origin: page tests give a memory storage and
 * the address of a server of their own (src/testing/renderPage.tsx).
 */
export function createReferenceConsole(transport: Pick<CreateConsoleOptions, 'storage' | 'baseURL' | 'adapter'> = {}): ConsoleBundle {
  return createConsole({
    ...transport,
    resources: [...publicPageMessages, homeTabTitle],
    home: DEFAULT_TAB.fullPath,
    defaultTab: { ...DEFAULT_TAB, title: 'menu.dashboard.workplace' },
    // A one-time password is changed on the account page before anything else opens (the kit's hold).
    changePasswordPath: CHANGE_PASSWORD_PATH,
    forceAdminRole: true,
    roleSwitch: true,
    serverMenuSwitch: true,
  });
}
