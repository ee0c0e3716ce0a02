// Why: react-router's useRoutes flattens and ranks every route on each call (a few ms for a console's
// hundred pages, on the render right after signing in). A page route whose path is exactly the location's is
// the one react-router picks, so a tab renders useRoutes over that route alone when the list allows it.
import type { RouteObject } from 'react-router-dom';

interface ExactIndex {
  /** Lower-cased literal path -> its route; null when two routes share it (react-router's order decides). */
  byPath: Map<string, RouteObject | null>;
}

const indexes = new WeakMap<RouteObject[], ExactIndex | undefined>();

/** Only flat lists of plain paths (no nested, index, case-sensitive or optional-segment routes) qualify. */
function exactIndexOf(routes: RouteObject[]): ExactIndex | undefined {
  if (indexes.has(routes)) return indexes.get(routes);
  let index: ExactIndex | undefined = { byPath: new Map() };
  for (const route of routes) {
    const path = route.path ?? '';
    if (route.children || route.index || route.caseSensitive || path.includes('?')) {
      index = undefined;
      break;
    }
    if (!path.startsWith('/') || path.includes(':') || path.includes('*')) continue;
    const key = path.toLowerCase();
    index.byPath.set(key, index.byPath.has(key) ? null : route);
  }
  indexes.set(routes, index);
  return index;
}

/**
 * The routes `useRoutes` needs to render `location`: the one route whose literal path equals its pathname
 * when there is exactly one such route in a flat list, otherwise all of them (react-router ranks them).
 *
 * @example
 * const routes = [{ path: '/a', element: <A /> }, { path: '*', element: <NotFound /> }];
 * routesFor(routes, '/a?x=1'); // [{ path: '/a', ... }]
 * routesFor(routes, '/b'); // routes
 */
export function routesFor(routes: RouteObject[], location: string): RouteObject[] {
  const pathname = location.split(/[?#]/, 1)[0] ?? '';
  if (pathname.includes('%')) return routes;
  const route = exactIndexOf(routes)?.byPath.get(pathname.toLowerCase());
  return route ? [route] : routes;
}
