import { isRouteAllowed } from '../guard/access';
import type { RouteRecord } from '../routing/types';
import { findRouteByPath, joinPath } from '../routing/routing';
import type { MenuItemModel, MenuNode } from './types';

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

function childToRoute(node: MenuNode): RouteRecord {
  const route: RouteRecord = {
    path: trimSlashes(node.path),
    name: node.name,
    meta: { title: node.title, requiresAuth: true, roles: ['*'], hideInMenu: node.isShow === 0, order: node.order },
  };
  if (node.arcoIcon) route.meta!.icon = node.arcoIcon;
  if (node.activeMenu) route.meta!.activeMenu = node.activeMenu;
  if (node.component) route.component = node.component;
  if (node.children?.length) route.children = node.children.map(childToRoute);
  return route;
}

/**
 * Maps the server's menu tree to routes (docs/behaviour.md#23-menu-from-the-server): each top-level node becomes
 * `/{path}` with its children nested; title, icon (arcoIcon) and visibility (isShow 0 hides) come from
 * the node; a child's `component` path is kept for the app to find the view (see `resolveView`).
 * @example
 * menuTreeToRoutes([{ path: 'setting', name: 'setting', title: 'menu.setting', arcoIcon: 'icon-settings',
 *   children: [{ path: 'role', name: 'Role', title: 'menu.setting.role', component: 'setting/role/index' }] }]);
 * // [{ path: '/setting', name: 'setting', meta: { title: 'menu.setting', icon: 'icon-settings', ... },
 * //    children: [{ path: 'role', name: 'Role', component: 'setting/role/index', meta: { ... } }] }]
 */
export function menuTreeToRoutes(tree: MenuNode[]): RouteRecord[] {
  return tree.map((node) => ({ ...childToRoute(node), path: `/${trimSlashes(node.path)}` }));
}

/**
 * Finds a page for a menu node's component path in the app's registry, ignoring leading slashes, a
 * 'views/' prefix, the file extension and a trailing '/index'.
 * @example
 * resolveView({ 'setting/role': RolePage }, '/views/setting/role/index.vue'); // RolePage
 */
export function resolveView<T>(registry: Record<string, T>, componentPath: string): T | undefined {
  const normalise = (p: string): string =>
    trimSlashes(p)
      .replace(/^(src\/)?views\//, '')
      .replace(/\.[a-z]+$/i, '')
      .replace(/\/index$/, '');
  const wanted = normalise(componentPath);
  const key = Object.keys(registry).find((k) => normalise(k) === wanted);
  return key === undefined ? undefined : registry[key];
}

function toItems(routes: RouteRecord[], parentPath: string, role: string | undefined, depth: number): MenuItemModel[] {
  const sorted = [...routes].sort((a, b) => (a.meta?.order ?? 0) - (b.meta?.order ?? 0));
  const items: MenuItemModel[] = [];
  for (const route of sorted) {
    if (route.meta?.hideInMenu) continue;
    if (role !== undefined && !isRouteAllowed(route.meta, role)) continue;
    const key = joinPath(parentPath || '/', route.path);
    const item: MenuItemModel = { key, name: route.name, title: route.meta?.title ?? route.name };
    if (route.meta?.icon) item.icon = route.meta.icon;
    if (route.children?.length) {
      const children = toItems(route.children, key, role, depth + 1);
      if (children.length === 0 && depth === 0) continue;
      if (children.length) item.children = children;
    }
    items.push(item);
  }
  return items;
}

/**
 * The menu to render: visible (not hideInMenu) and, when a role is given, permitted routes, sorted by
 * `meta.order`. A top-level group whose children are all hidden or denied is left out.
 * @example
 * routesToMenuItems(appRoutes, session.getState().userInfo.role);
 * // [{ key: '/dashboard', title: 'menu.dashboard', children: [{ key: '/dashboard/workplace', ... }] }]
 */
export function routesToMenuItems(routes: RouteRecord[], role?: string): MenuItemModel[] {
  return toItems(routes, '', role, 0);
}

function trailTo(items: MenuItemModel[], match: (item: MenuItemModel) => boolean): string[] {
  for (const item of items) {
    if (match(item)) return [item.key];
    const below = item.children ? trailTo(item.children, match) : [];
    if (below.length) return [item.key, ...below];
  }
  return [];
}

/**
 * Keys from the root to the menu item of `path` (open keys + selected key). A hidden route with
 * `meta.activeMenu` (pass `routes` to have it read) highlights that entry instead (docs/behaviour.md#22-signed-in-routes: the 'my'
 * variants highlight MyProjects); otherwise the closest ancestor path is used.
 * @example
 * findMenuTrail(items, '/projectMgt/projectMyDetail/7', appRoutes); // ['/projectMgt', '/projectMgt/myProjects']
 */
export function findMenuTrail(items: MenuItemModel[], path: string, routes?: RouteRecord[]): string[] {
  const clean = path.split('?')[0]!;
  const exact = trailTo(items, (item) => item.key === clean);
  if (exact.length) return exact;
  const activeMenu = routes ? findRouteByPath(routes, clean)?.meta?.activeMenu : undefined;
  if (activeMenu) {
    const active = trailTo(items, (item) => item.name === activeMenu || item.key === activeMenu);
    if (active.length) return active;
  }
  const parent = clean.slice(0, clean.lastIndexOf('/'));
  return parent ? findMenuTrail(items, parent, routes) : [];
}
