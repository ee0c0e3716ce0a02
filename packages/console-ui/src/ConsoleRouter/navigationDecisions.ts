import type { Location } from 'react-router-dom';
import type { NavigationDecision } from './decideNavigation';

/**
 * The decision of each navigation, taken the first time anyone asks for it and then only read.
 *
 * Why per location object: react-router makes one per navigation and keeps it across renders, so the render
 * that asks whether the page can show at once, a second render of the same navigation (StrictMode, a store
 * change) and the effect that commits or redirects all read the same decision: the guard decides once.
 *
 * @example
 * const decisionFor = createNavigationDecisions((pathname, search) => decideNavigation(pathname, search, env));
 * decisionFor(location) === decisionFor(location); // true
 */
export function createNavigationDecisions(
  decide: (pathname: string, search: string) => NavigationDecision,
): (location: Pick<Location, 'pathname' | 'search'>) => NavigationDecision {
  const taken = new WeakMap<object, NavigationDecision>();
  return (location) => {
    let decision = taken.get(location);
    if (!decision) {
      decision = decide(location.pathname, location.search);
      taken.set(location, decision);
    }
    return decision;
  };
}
