import type { RouteMeta, RouteRecord } from '../routing/types';
import { joinPath } from '../routing/routing';

/**
 * Guard rule 3's access rule (docs/behaviour.md#25-navigation-guard, docs/behaviour.md#61-route-roles): allowed when the route does not require auth, has no
 * roles list, has the '*' role, or lists the user's role.
 * @example
 * isRouteAllowed({ requiresAuth: true, roles: ['admin'] }, 'user'); // false
 * isRouteAllowed({ requiresAuth: true, roles: ['*'] }, 'user');     // true
 */
export function isRouteAllowed(meta: RouteMeta | undefined, role: string): boolean {
  if (!meta?.requiresAuth) return true;
  const roles = meta.roles;
  if (!roles) return true;
  return roles.includes('*') || roles.includes(role);
}

/**
 * The first route (depth first, in order) the role may open, with its full path; used when the local
 * menu denies a route (admin is the default role: docs/behaviour.md#61-route-roles). Groups are skipped for their first leaf.
 * @example
 * firstPermittedRoute(appRoutes, 'user')?.name; // e.g. 'Workplace'
 */
export function firstPermittedRoute(routes: RouteRecord[], role = 'admin', parentPath = ''): RouteRecord | undefined {
  for (const route of routes) {
    if (!isRouteAllowed(route.meta, role)) continue;
    const path = joinPath(parentPath || '/', route.path);
    if (route.children?.length) {
      const child = firstPermittedRoute(route.children, role, path);
      if (child) return child;
      continue;
    }
    if (path.includes(':') || path.includes('*')) continue;
    const { children: _children, ...leaf } = route;
    return { ...leaf, path };
  }
  return undefined;
}
