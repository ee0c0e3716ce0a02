import { createConsole, type ConsoleBundle } from '@backoffice/console-ui';
import { pageMessages } from '../pages/messages';

/**
 * The staff console's bundle: the packages' defaults (same-origin API, local storage, server menu)
 * plus the strings of every page.
 */
export function createReferenceConsole(): ConsoleBundle {
  return createConsole({ resources: pageMessages });
}
