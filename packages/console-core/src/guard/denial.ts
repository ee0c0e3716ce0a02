import { routeTableOf } from '../menu/routeTable';
import { flattenRoutes, matchPath } from '../routing/routing';
import type { GuardContext, GuardLocation } from './types';

/**
 * Whether `path` (query and trailing slash ignored) is one of a console's pages: equal to a pattern of
 * `knownPages`, or matching one with `:param` segments.
 * @example
 * isKnownPage(['/admin/adminList', '/project/:id'], '/admin/adminList?page=2'); // true
 * isKnownPage(['/admin/adminList'], '/admin/nothing'); // false
 */
export function isKnownPage(knownPages: readonly string[], path: string): boolean {
  const clean = path.split('?')[0]!.replace(/(.)\/+$/, '$1');
  return knownPages.some((pattern) => pattern === clean || matchPath(pattern, clean));
}

/**
 * Whether the target is a page the console has (its `knownPages`) that this user's server menu does not
 * give them: the menu is from the server and loaded, and no route the console can route (static, the app's
 * or the menu's) has the target's path. Before the menu is loaded (or when it failed to load) nothing is
 * withheld: the console cannot tell yet.
 * @example
 * isWithheldPage({ ...ctx, knownPages: ['/admin/adminList'], target: { ...ctx.target, path: '/admin/adminList' } });
 * // true for a moderator whose menu has no Admins entry
 */
export function isWithheldPage(ctx: GuardContext): boolean {
  const { settings, target } = ctx;
  if (!settings.menuFromServer || settings.serverMenu.length === 0) return false;
  if (!ctx.knownPages?.length || !isKnownPage(ctx.knownPages, target.path)) return false;
  const table = routeTableOf({
    menuFromServer: true,
    serverMenu: settings.serverMenu,
    staticRoutes: ctx.staticRoutes,
    appRoutes: ctx.appRoutes,
  });
  return !flattenRoutes(table.allRoutes).some((route) => matchPath(route.path, target.path));
}

/**
 * Where a user goes who may not open a page the console has: the context's `forbidden` page, or the
 * fallback when the console has none.
 * @example
 * forbiddenLocation({ ...ctx, forbidden: { name: 'forbidden' } }); // { name: 'forbidden' }
 */
export function forbiddenLocation(ctx: GuardContext): GuardLocation {
  return ctx.forbidden ?? ctx.fallback;
}
