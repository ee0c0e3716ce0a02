import type { RouteRecord } from '../routing/types';
import { menuTreeToRoutes } from './menu';
import type { MenuNode } from './types';

/**
 * What a console's routes are built from: the menu source setting, the server's menu tree, and the routes the
 * app declares itself.
 * @example
 * const sources: RouteTableSources = { menuFromServer: true, serverMenu, staticRoutes, appRoutes };
 */
export interface RouteTableSources {
  /** Whether the menu (and its routes) come from the server; off, the app's routes are the menu. */
  menuFromServer: boolean;
  /** The server's menu tree (read only when `menuFromServer` is on). */
  serverMenu: MenuNode[];
  /** Routes that always exist (system routes, hidden detail pages): routable, never the menu. */
  staticRoutes?: RouteRecord[];
  /** The app's own routes: the menu when it is not from the server, always routable. */
  appRoutes?: RouteRecord[];
}

/**
 * Every route set a console derives from its sources. The arrays are shared between calls with the same
 * server menu: read them, never change them.
 * @example
 * const { menuRoutes, allRoutes }: RouteTable = routeTableOf(sources);
 */
export interface RouteTable {
  /** The server menu's routes; empty when the menu is not from the server. */
  serverRoutes: RouteRecord[];
  /** The routes the menu shows: the server's, or the app's when the menu is local. */
  menuRoutes: RouteRecord[];
  /** Every routable route, in lookup order: static, then the app's, then the server's. */
  allRoutes: RouteRecord[];
}

const NONE: RouteRecord[] = [];
// The guard asks on every navigation and the router on every menu change: one conversion per menu tree.
const converted = new WeakMap<MenuNode[], RouteRecord[]>();

function serverRoutesOf(tree: MenuNode[]): RouteRecord[] {
  let routes = converted.get(tree);
  if (!routes) {
    routes = menuTreeToRoutes(tree);
    converted.set(tree, routes);
  }
  return routes;
}

/**
 * The one place a server menu becomes routes: the router's page routes and lookups, the guard's "does this
 * page exist" rule and the side menu all read this table, so they always agree on what the menu contains.
 * @example
 * routeTableOf({ menuFromServer: true, serverMenu: settings.getState().serverMenu, staticRoutes: SYSTEM_ROUTES });
 * // { serverRoutes: [{ path: '/setting', ... }], menuRoutes: [...serverRoutes], allRoutes: [...SYSTEM_ROUTES, ...serverRoutes] }
 */
export function routeTableOf(sources: RouteTableSources): RouteTable {
  const staticRoutes = sources.staticRoutes ?? NONE;
  const appRoutes = sources.appRoutes ?? NONE;
  const serverRoutes = sources.menuFromServer ? serverRoutesOf(sources.serverMenu) : NONE;
  return {
    serverRoutes,
    menuRoutes: sources.menuFromServer ? serverRoutes : appRoutes,
    allRoutes: [...staticRoutes, ...appRoutes, ...serverRoutes],
  };
}
