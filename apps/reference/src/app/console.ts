import { createConsole, type ConsoleBundle } from '@backoffice/console-ui';
import { publicPageMessages } from '../pages/public-messages';

/**
 * The staff console's bundle: the packages' defaults (same-origin API, local storage, server menu)
 * plus the strings of the public pages. The signed-in pages' strings load with the first of them
 * (pages/registry.ts), so the login page's first load stays small.
 */
export function createReferenceConsole(): ConsoleBundle {
  return createConsole({ resources: publicPageMessages });
}
