import type { Location } from 'react-router-dom';
import type { RouteTarget } from '@backoffice/console-core';
import { findRouteByPath } from '@backoffice/console-core';
import { isPreloadable, lazyWithPreload } from '../lazyWithPreload/lazyWithPreload';
import type { RouteIndex } from './routeIndex';
import type { PublicRoutes } from './systemRoutes';
import type { ResolvePage } from './useConsoleRouter';

// Loaded on demand: a visitor on the login page downloads neither the layout nor the 404 illustration.
// Once preloaded, they render at once (no Suspense fallback, so no wait after signing in).
export const ConsoleShell = lazyWithPreload(() => import('./ConsoleShell'));
export const NotFoundPage = lazyWithPreload(() => import('../NotFoundPage/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
export const ForbiddenPage = lazyWithPreload(() => import('../ForbiddenPage/ForbiddenPage').then((m) => ({ default: m.ForbiddenPage })));

/**
 * Starts loading the signed-in layout (menus, tab bar, settings drawer) ahead of time, e.g. while the login
 * page is idle, so signing in does not wait for it.
 *
 * @example
 * requestIdleCallback(() => void preloadConsoleShell());
 */
export async function preloadConsoleShell(): Promise<void> {
  await ConsoleShell.preload();
}

/**
 * What {@link createPageCodeLoader} reads.
 *
 * @example
 * const env: PageCodeEnv = { freshIndex, resolvePage: () => resolvePage, ownNotFound: true, ownForbidden: true, publicRoutes: () => KIT_PUBLIC_ROUTES };
 */
export interface PageCodeEnv {
  freshIndex(): RouteIndex;
  resolvePage(): ResolvePage;
  /** Whether the console shows the kit's 404 page (not one of its own). */
  ownNotFound: boolean;
  /** Whether the console shows the kit's 403 page (not one of its own). */
  ownForbidden?: boolean;
  /** The console's public pages as they are now (their code is the console's: nothing to load here). */
  publicRoutes(): PublicRoutes;
}

/**
 * Loads the code an allowed location shows, when it loads on demand: the layout and the page (or the 404
 * or 403 page); a failed load is left for the page's own Suspense to show.
 *
 * Why: committing once the code is there renders the page at once, with no empty content area, no Suspense
 * fallback and React's wait before revealing it, whether or not navigations are transitions.
 *
 * @example
 * const loadCodeOf = createPageCodeLoader(env);
 * await loadCodeOf(location, target); // then commit the location
 */
export function createPageCodeLoader(env: PageCodeEnv): (at: Location, target: RouteTarget) => Promise<void> {
  return async (at, target) => {
    if (env.publicRoutes().nameOf(at.pathname)) return;
    const record = findRouteByPath(env.freshIndex().allRoutes, at.pathname);
    const page = record?.component ? env.resolvePage()(record.component) : undefined;
    const loads: Promise<unknown>[] = [preloadConsoleShell()];
    if (isPreloadable(page)) loads.push(page.preload());
    if (target.name === 'notFound' && env.ownNotFound) loads.push(NotFoundPage.preload());
    if (target.name === 'forbidden' && env.ownForbidden) loads.push(ForbiddenPage.preload());
    await Promise.all(loads.map((load) => load.catch(() => undefined)));
  };
}
