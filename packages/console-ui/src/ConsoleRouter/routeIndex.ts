import { findRouteByPath, flattenRoutes, routeTableOf } from '@backoffice/console-core';
import type { RouteRecord, RouteTableSources, RouteTarget } from '@backoffice/console-core';

/**
 * Lookups over a set of route trees.
 *
 * @example
 * const index: RouteIndex = createRouteIndex(routes);
 */
export interface RouteIndex {
  /** System + static + app + server routes (trees). */
  allRoutes: RouteRecord[];
  /** The guard target of a URL. */
  resolveTarget(pathname: string, search: string): RouteTarget;
  /** The path of a named route (with the query appended), or undefined. */
  pathOfName(name: string, query?: Record<string, string>): string | undefined;
}

/**
 * Appends a query string to a path.
 *
 * @example
 * withQuery('/setting/role', { page: '2' }); // '/setting/role?page=2'
 */
export function withQuery(path: string, query?: Record<string, string>): string {
  const qs = new URLSearchParams(query ?? {}).toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Lookups over a set of route trees: the guard target of a URL and the path of a route name.
 *
 * @example
 * createRouteIndex(routes).resolveTarget('/setting/role', '?page=2').name; // 'Role'
 */
export function createRouteIndex(allRoutes: RouteRecord[]): RouteIndex {
  const flatAll = flattenRoutes(allRoutes);
  return {
    allRoutes,
    resolveTarget(pathname, search) {
      const record = findRouteByPath(allRoutes, pathname);
      return {
        name: record?.name ?? 'notFound',
        path: pathname,
        fullPath: pathname + (search && search !== '?' ? search : ''),
        query: Object.fromEntries(new URLSearchParams(search)),
        meta: record?.meta ?? {},
      };
    },
    pathOfName(name, query) {
      const record = flatAll.find((r) => r.name === name && !r.path.includes(':'));
      return record ? withQuery(record.path, query) : undefined;
    },
  };
}

/**
 * The index of every routable route of a console's sources (core's `routeTableOf`, the one place the server
 * menu becomes routes).
 *
 * @example
 * routeIndexOf({ menuFromServer: true, serverMenu, staticRoutes: SYSTEM_ROUTES }).pathOfName('Role'); // '/setting/role'
 */
export function routeIndexOf(sources: RouteTableSources): RouteIndex {
  return createRouteIndex(routeTableOf(sources).allRoutes);
}
