import type { RouteListener, RouteRecord, RouteTarget } from './types';

/**
 * Joins a child path to its parent's full path; absolute child paths are kept.
 * @example
 * joinPath('/setting', 'role'); // '/setting/role'
 */
export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return child === '' ? base || '/' : `${base}/${child}`;
}

/**
 * Every route of a tree in one list, children with their full paths (and without `children`).
 * @example
 * flattenRoutes([{ path: '/setting', name: 'setting', children: [{ path: 'role', name: 'Role' }] }])
 *   .map((r) => r.path); // ['/setting', '/setting/role']
 */
export function flattenRoutes(routes: RouteRecord[], parentPath = ''): RouteRecord[] {
  const out: RouteRecord[] = [];
  for (const route of routes) {
    const path = parentPath ? joinPath(parentPath, route.path) : joinPath('/', route.path);
    const { children, ...rest } = route;
    out.push({ ...rest, path });
    if (children?.length) out.push(...flattenRoutes(children, path));
  }
  return out;
}

/**
 * True for catch-all patterns such as '*' or '/:pathMatch(.*)*'.
 * @example
 * isCatchAll('/:pathMatch(.*)*'); // true
 */
export function isCatchAll(pattern: string): boolean {
  return pattern.includes('*');
}

/**
 * Whether a concrete path matches a pattern with `:param` segments (catch-alls never match here).
 * @example
 * matchPath('/redirect/:path', '/redirect/dashboard'); // true
 */
export function matchPath(pattern: string, path: string): boolean {
  if (isCatchAll(pattern)) return false;
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('?')[0]!.split('/').filter(Boolean);
  if (want.length !== got.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === got[i]);
}

/**
 * Finds the route whose full path matches `path` (`:param` aware; exact paths win over params).
 * @example
 * findRouteByPath(routes, '/setting/role')?.name; // 'Role'
 */
export function findRouteByPath(routes: RouteRecord[], path: string): RouteRecord | undefined {
  const flat = flattenRoutes(routes);
  const clean = path.split('?')[0]!;
  return flat.find((r) => r.path === clean) ?? flat.find((r) => matchPath(r.path, clean));
}

/**
 * A tiny route-change event bus (replaces the Vue app's mitt listener), so the tab bar and menu can
 * follow navigation without a framework.
 * @example
 * const routes = createRouteListener();
 * const stop = routes.listen((target) => tabs.getState().open(routeToTab(target)));
 * routes.emit(target); // from the router integration
 */
export function createRouteListener(): RouteListener {
  const listeners = new Set<(target: RouteTarget) => void>();
  let last: RouteTarget | undefined;
  return {
    emit(target) {
      last = target;
      for (const fn of [...listeners]) fn(target);
    },
    listen(fn) {
      listeners.add(fn);
      if (last) fn(last);
      return () => void listeners.delete(fn);
    },
    clear() {
      listeners.clear();
    },
  };
}
