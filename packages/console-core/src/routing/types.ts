/**
 * The route model shared by the guard, the menu mapper and the tab model. It is router-agnostic on
 * purpose: plain data that react-router (or anything else) can be built from, with `component` kept as
 * a string key the app resolves to a page.
 */

/**
 * Per-route metadata: requiresAuth and roles; '*' means any role (docs/behaviour.md#61-route-roles).
 * @example
 * const meta: RouteMeta = { requiresAuth: true, roles: ['*'], title: 'menu.dashboard.workplace' };
 */
export interface RouteMeta {
  requiresAuth?: boolean;
  roles?: string[];
  /** An i18n key such as 'menu.dashboard.workplace'. */
  title?: string;
  icon?: string;
  hideInMenu?: boolean;
  ignoreCache?: boolean;
  /** Name of the menu entry to highlight when this (hidden) route is open. */
  activeMenu?: string;
  order?: number;
  noAffix?: boolean;
  operates?: string[];
}

/**
 * A route definition; child paths may be relative to their parent.
 * @example
 * const route: RouteRecord = { path: '/setting', name: 'setting', children: [{ path: 'role', name: 'Role', component: 'setting/role' }] };
 */
export interface RouteRecord {
  path: string;
  name: string;
  meta?: RouteMeta;
  component?: string;
  children?: RouteRecord[];
  redirect?: string;
}

/**
 * Where a navigation is going: the resolved route plus the concrete URL.
 * @example
 * const target: RouteTarget = { name: 'Role', path: '/setting/role', fullPath: '/setting/role?page=2', query: { page: '2' }, meta };
 */
export interface RouteTarget {
  name: string;
  path: string;
  fullPath: string;
  query: Record<string, string>;
  meta: RouteMeta;
}

/**
 * Subscribers to route changes (the app clears them on logout: docs/behaviour.md#41-session).
 * @example
 * const listener: RouteListener = createRouteListener();
 */
export interface RouteListener {
  emit(target: RouteTarget): void;
  listen(fn: (target: RouteTarget) => void): () => void;
  clear(): void;
}
