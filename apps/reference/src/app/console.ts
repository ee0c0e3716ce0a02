import { createConsole, type ConsoleBundle } from '@backoffice/console-ui';
import { publicPageMessages } from '../pages/public-messages';

/**
 * The staff console's bundle: the packages' defaults (same-origin API, local storage, server menu)
 * plus the strings of the public pages. The signed-in pages' strings load with the first of them
 * (pages/registry.ts), so the login page's first load stays small.
 *
 * The staff console's own behaviour turns on what the library leaves off: the role is forced to admin once
 * own info loads (the server's menu and operation codes decide what each account sees and may do), the user
 * menu offers "Switch Roles", and the settings drawer has the "Menu From Server" switch.
 */
export function createReferenceConsole(): ConsoleBundle {
  return createConsole({ resources: publicPageMessages, forceAdminRole: true, roleSwitch: true, serverMenuSwitch: true });
}
