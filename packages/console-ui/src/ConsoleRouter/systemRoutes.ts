import type { RouteRecord } from '@backoffice/console-core';

/**
 * The kit's own routes, which every console has (docs/behaviour.md#21-public-routes): the public login
 * screen, the tab reload route (hidden, never a tab), the notFound fallback and the forbidden page (403: a page
 * the console has that the user may not open; see `ConsoleRoutes`' `knownPages`). A console's other public
 * pages (e.g. a Microsoft sign-in) are its own: it declares them in `ConsoleRoutes`' `publicPages`, see
 * {@link publicRoutesOf}.
 *
 * @example
 * SYSTEM_ROUTES.map((r) => r.name); // ['login', 'redirect', 'notFound', 'forbidden']
 */
export const SYSTEM_ROUTES: RouteRecord[] = [
  { path: '/login', name: 'login', meta: { requiresAuth: false, title: 'menu.login' } },
  { path: '/redirect/:path', name: 'redirect', meta: { requiresAuth: true, hideInMenu: true, roles: ['*'], title: 'menu.redirect' } },
  { path: '/notFound', name: 'notFound', meta: { requiresAuth: false, hideInMenu: true, title: 'menu.notFound' } },
  { path: '/forbidden', name: 'forbidden', meta: { requiresAuth: true, roles: ['*'], hideInMenu: true, title: 'menu.forbidden' } },
];

/**
 * Names of the kit's public routes, rendered outside the layout: login only. A console's declared public pages
 * come on top (see {@link publicRoutesOf}).
 *
 * @example
 * PUBLIC_ROUTE_NAMES.includes('login'); // true
 */
export const PUBLIC_ROUTE_NAMES = ['login'] as const;

/**
 * The kit's route names that never become tabs (a console's declared public pages come on top).
 *
 * @example
 * NON_TAB_NAMES.includes('redirect'); // true
 */
export const NON_TAB_NAMES: string[] = ['redirect', 'notFound', 'forbidden', ...PUBLIC_ROUTE_NAMES];

/** Names a console cannot declare as public pages: the kit's hidden routes. */
const RESERVED_NAMES: readonly string[] = ['redirect', 'notFound', 'forbidden'];

/**
 * A console's public pages as routes: served at `/<name>`, outside the layout, never a tab, no sign-in needed.
 *
 * @example
 * const publicRoutes: PublicRoutes = publicRoutesOf(['mslogin']);
 */
export interface PublicRoutes {
  /** 'login' and the declared names, each once: the guard's white list. */
  names: string[];
  /** The kit's routes with one route per declared public page (titled `menu.<name>`), for the guard and the index. */
  routes: RouteRecord[];
  /** Route names that never become tabs: the public pages, redirect, notFound and forbidden. */
  nonTabNames: string[];
  /** The public page a path shows (its exact path only), or undefined. */
  nameOf(pathname: string): string | undefined;
}

/**
 * The public pages of a console that declares `names` (the keys of `ConsoleRoutes`' `publicPages`): the kit's
 * login plus each declared name at `/<name>`. A name is one path segment and not one of the kit's hidden
 * routes (redirect, notFound, forbidden); anything else is a mistake in the console and throws.
 *
 * @example
 * const routes = publicRoutesOf(['login', 'mslogin', 'bindingUser']);
 * routes.nameOf('/mslogin'); // 'mslogin'
 * publicRoutesOf([]).nameOf('/mslogin'); // undefined: a console that does not declare it
 */
export function publicRoutesOf(names: readonly string[]): PublicRoutes {
  const declared: string[] = [];
  for (const name of names) {
    if (!/^[\w-]+$/.test(name)) throw new TypeError(`publicPages: '${name}' is not a route name (one path segment, e.g. 'signup')`);
    if (RESERVED_NAMES.includes(name)) throw new TypeError(`publicPages: '${name}' is one of the kit's own routes`);
    if (!(PUBLIC_ROUTE_NAMES as readonly string[]).includes(name) && !declared.includes(name)) declared.push(name);
  }
  const own: RouteRecord[] = declared.map((name) => ({ path: `/${name}`, name, meta: { requiresAuth: false, title: `menu.${name}` } }));
  const publicNames = [...PUBLIC_ROUTE_NAMES, ...declared];
  return {
    names: publicNames,
    routes: [...SYSTEM_ROUTES.slice(0, 1), ...own, ...SYSTEM_ROUTES.slice(1)],
    nonTabNames: [...NON_TAB_NAMES, ...declared],
    nameOf: (pathname) => publicNames.find((name) => pathname === `/${name}`),
  };
}

/** The public routes of a console that declares none besides login. */
export const KIT_PUBLIC_ROUTES: PublicRoutes = publicRoutesOf([]);
