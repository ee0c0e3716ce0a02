import { describe, expect, it } from 'vitest';
import type { RouteRecord } from '../routing/types';
import { routeTableOf } from './routeTable';
import type { MenuNode } from './types';

const serverMenu: MenuNode[] = [
  {
    path: '/setting/',
    name: 'setting',
    title: 'menu.setting',
    children: [{ path: 'role', name: 'Role', title: 'menu.setting.role', component: 'setting/role' }],
  },
];
const staticRoutes: RouteRecord[] = [{ path: '/login', name: 'login' }];
const appRoutes: RouteRecord[] = [{ path: '/dashboard', name: 'dashboard', children: [{ path: 'workplace', name: 'Workplace' }] }];

describe('routeTableOf', () => {
  it('with the server menu on: its routes are the menu, and routable after the static and app routes', () => {
    const table = routeTableOf({ menuFromServer: true, serverMenu, staticRoutes, appRoutes });
    expect(table.serverRoutes.map((r) => r.path)).toEqual(['/setting']);
    expect(table.serverRoutes[0]?.children?.[0]).toMatchObject({
      path: 'role',
      name: 'Role',
      component: 'setting/role',
      meta: { title: 'menu.setting.role' },
    });
    expect(table.menuRoutes).toBe(table.serverRoutes);
    expect(table.allRoutes.map((r) => r.name)).toEqual(['login', 'dashboard', 'setting']);
  });

  it('with the server menu off: the app routes are the menu and the server tree is ignored', () => {
    const table = routeTableOf({ menuFromServer: false, serverMenu, staticRoutes, appRoutes });
    expect(table.serverRoutes).toEqual([]);
    expect(table.menuRoutes).toBe(appRoutes);
    expect(table.allRoutes.map((r) => r.name)).toEqual(['login', 'dashboard']);
  });

  it('converts a menu tree once, however often it is asked', () => {
    const first = routeTableOf({ menuFromServer: true, serverMenu });
    const again = routeTableOf({ menuFromServer: true, serverMenu, appRoutes });
    expect(again.serverRoutes).toBe(first.serverRoutes);
    expect(routeTableOf({ menuFromServer: true, serverMenu: [...serverMenu] }).serverRoutes).not.toBe(first.serverRoutes);
  });

  it('without static or app routes answers only what the server sends', () => {
    expect(routeTableOf({ menuFromServer: true, serverMenu: [] })).toEqual({ serverRoutes: [], menuRoutes: [], allRoutes: [] });
  });
});
