import type { GuardSettings, RouteRecord } from '@backoffice/console-core';
import type { RouteIndex } from './routeIndex';
import { routeIndexOf } from './routeIndex';

/**
 * The rendered routing model and the menu settings it was built from.
 *
 * @example
 * const rendered: RenderedIndex = { index: model, builtFrom: { menuFromServer, serverMenu }, staticRoutes, appRoutes };
 */
export interface RenderedIndex {
  /** The index the last render built. */
  index: RouteIndex;
  /** The menu settings that index was built from. */
  builtFrom: GuardSettings;
  /** The routes that always exist (system + static) and the app's own routes. */
  staticRoutes: RouteRecord[];
  appRoutes: RouteRecord[];
}

/**
 * The index of the routes as they are now, asked for on every render and navigation step.
 *
 * Why not always the rendered one: the guard loads the server menu in the middle of a navigation, and the
 * decision after that load must see the page the menu names before React renders again. So while the
 * settings still hold the menu the render saw, the rendered index answers; otherwise one is built from the
 * settings (once per change of what it is built from).
 *
 * @example
 * const freshIndex = createFreshRouteIndex(() => rendered.current, () => settings.getState());
 * freshIndex().resolveTarget('/setting/role', '');
 */
export function createFreshRouteIndex(rendered: () => RenderedIndex, settings: () => GuardSettings): () => RouteIndex {
  let cached: { sources: unknown[]; index: RouteIndex } | undefined;
  return () => {
    const now = rendered();
    const { menuFromServer, serverMenu } = settings();
    if (menuFromServer === now.builtFrom.menuFromServer && serverMenu === now.builtFrom.serverMenu) return now.index;
    const sources = [menuFromServer, serverMenu, now.staticRoutes, now.appRoutes];
    if (cached?.sources.every((source, i) => source === sources[i])) return cached.index;
    const index = routeIndexOf({ menuFromServer, serverMenu, staticRoutes: now.staticRoutes, appRoutes: now.appRoutes });
    cached = { sources, index };
    return index;
  };
}
