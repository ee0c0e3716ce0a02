import type { RouteRecord } from '@backoffice/console-core';

/**
 * Routes every console has (docs/behaviour.md#21-public-routes): the public login, mslogin and bindingUser screens, the tab reload
 * route (hidden, never a tab) and the notFound fallback.
 *
 * @example
 * SYSTEM_ROUTES.map((r) => r.name); // ['login', 'mslogin', 'bindingUser', 'redirect', 'notFound']
 */
export const SYSTEM_ROUTES: RouteRecord[] = [
  { path: '/login', name: 'login', meta: { requiresAuth: false, title: 'menu.login' } },
  { path: '/mslogin', name: 'mslogin', meta: { requiresAuth: false, title: 'menu.mslogin' } },
  { path: '/bindingUser', name: 'bindingUser', meta: { requiresAuth: false, title: 'menu.bindingUser' } },
  { path: '/redirect/:path', name: 'redirect', meta: { requiresAuth: true, hideInMenu: true, roles: ['*'], title: 'menu.redirect' } },
  { path: '/notFound', name: 'notFound', meta: { requiresAuth: false, hideInMenu: true, title: 'menu.notFound' } },
];

/**
 * Names of the routes rendered outside the layout.
 *
 * @example
 * PUBLIC_ROUTE_NAMES.includes('login'); // true
 */
export const PUBLIC_ROUTE_NAMES = ['login', 'mslogin', 'bindingUser'] as const;

/**
 * Route names that never become tabs.
 *
 * @example
 * NON_TAB_NAMES.includes('redirect'); // true
 */
export const NON_TAB_NAMES = ['redirect', 'notFound', ...PUBLIC_ROUTE_NAMES];

/**
 * The public page's name of a path (login, mslogin, bindingUser), rendered outside the layout; undefined for
 * every other path.
 *
 * @example
 * publicNameOf('/login'); // 'login'
 */
export function publicNameOf(pathname: string): (typeof PUBLIC_ROUTE_NAMES)[number] | undefined {
  return PUBLIC_ROUTE_NAMES.find((name) => pathname === `/${name}`);
}
