import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { findMenuTrail, routesToMenuItems, routeTableOf } from '@backoffice/console-core';
import type { MenuItemModel } from '@backoffice/console-core';
import { useConsoleRouterState } from '../ConsoleRouter/ConsoleRouterContext';
import { useSession } from '../hooks/useSession';
import { useSettings } from '../hooks/useSettings';

/**
 * The menu items and the keys to select/open for the current path.
 *
 * @example
 * const { items, selectedKeys, openKeys }: MenuModel = useMenuModel();
 */
export interface MenuModel {
  items: MenuItemModel[];
  selectedKeys: string[];
  openKeys: string[];
}

/**
 * The menu of the current user (server menu or the app's routes, permitted for the role) and the selected
 * and open keys of the current path; a hidden route's `meta.activeMenu` highlights its entry.
 *
 * @example
 * const { items, selectedKeys, openKeys } = useMenuModel();
 */
export function useMenuModel(): MenuModel {
  const router = useConsoleRouterState();
  const live = useLocation();
  const pathname = (router?.location ?? live).pathname;
  const serverMenu = useSettings((s) => s.serverMenu);
  const role = useSession((s) => s.userInfo.role);
  // Outside ConsoleRoutes the server menu is the menu, as it always was here.
  const routes = useMemo(
    () => router?.menuRoutes ?? routeTableOf({ menuFromServer: true, serverMenu }).menuRoutes,
    [router?.menuRoutes, serverMenu],
  );
  const items = useMemo(() => routesToMenuItems(routes, role || undefined), [routes, role]);
  return useMemo(() => {
    const trail = findMenuTrail(items, pathname, router?.allRoutes ?? routes);
    const selected = trail[trail.length - 1];
    return { items, selectedKeys: selected ? [selected] : [], openKeys: trail.slice(0, -1) };
  }, [items, pathname, router?.allRoutes, routes]);
}
