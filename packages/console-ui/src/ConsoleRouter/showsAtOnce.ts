import type { Location } from 'react-router-dom';
import type { TabEntry } from '@backoffice/console-core';
import type { NavigationDecision } from './decideNavigation';
import type { PublicRoutes } from './systemRoutes';

/**
 * What {@link createShowsAtOnce} reads.
 *
 * @example
 * const env: ShowsAtOnceEnv = { decisionFor, openTabs: () => tabs.getState().tabs, publicRoutes: () => publicRoutesOf(['signup']) };
 */
export interface ShowsAtOnceEnv {
  decisionFor(location: Location): NavigationDecision;
  openTabs(): TabEntry[];
  /** The console's public pages as they are now. */
  publicRoutes(): PublicRoutes;
}

/**
 * Whether a location can show in the render that sees it, before any effect: right after signing in, on a tab
 * switch, the login page on first load. No round of promises, no intermediate frame.
 *
 * - A public page (login or one the console declares): always (the guard lets everyone see it, whatever loading user info for a stored token finds).
 * - '/': never (it only redirects to login).
 * - Any other page: when its decision is taken at once and allows it, and its tab, if it is one, is open
 *   already. A new tab opens with the effect's commit, so that the page does not mount twice.
 *
 * @example
 * const showsAtOnce = createShowsAtOnce({ decisionFor, openTabs: () => bundle.tabs.getState().tabs, publicRoutes: () => routes });
 * showsAtOnce(location); // true on a switch to an open tab
 */
export function createShowsAtOnce({ decisionFor, openTabs, publicRoutes }: ShowsAtOnceEnv): (location: Location) => boolean {
  return (location) => {
    const { nameOf, nonTabNames } = publicRoutes();
    if (nameOf(location.pathname)) return true;
    if (location.pathname === '/') return false;
    const decision = decisionFor(location);
    if (!decision.settled || decision.outcome.decision.kind !== 'allow') return false;
    const { target } = decision.outcome;
    return nonTabNames.includes(target.name) || openTabs().some((tab) => tab.fullPath === target.fullPath);
  };
}
