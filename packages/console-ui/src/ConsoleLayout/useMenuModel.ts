import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { findMenuTrail, mustChangePassword, routesToMenuItems, routeTableOf } from '@backoffice/console-core';
import type { MenuItemModel } from '@backoffice/console-core';
import { useConsoleRouterState } from '../ConsoleRouter/ConsoleRouterContext';
import { itemsLeadingTo } from '../ConsoleRouter/passwordChangeHold';
import { useConsole } from '../hooks/useConsole';
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
  // A user held on the password change (createConsole's changePasswordPath) is offered that page alone.
  const { changePasswordPath } = useConsole();
  const held = useSession((s) => s.token !== null && mustChangePassword(s.userInfo));
  const holdOn = held ? changePasswordPath : undefined;
  // Outside ConsoleRoutes the server menu is the menu, as it always was here.
  const routes = useMemo(
    () => router?.menuRoutes ?? routeTableOf({ menuFromServer: true, serverMenu }).menuRoutes,
    [router?.menuRoutes, serverMenu],
  );
  const items = useMemo(() => {
    const all = routesToMenuItems(routes, role || undefined);
    return holdOn ? itemsLeadingTo(all, holdOn) : all;
  }, [routes, role, holdOn]);
  return useMemo(() => {
    const trail = findMenuTrail(items, pathname, router?.allRoutes ?? routes);
    const selected = trail[trail.length - 1];
    return { items, selectedKeys: selected ? [selected] : [], openKeys: trail.slice(0, -1) };
  }, [items, pathname, router?.allRoutes, routes]);
}
