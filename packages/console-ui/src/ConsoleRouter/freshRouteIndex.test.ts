import type { GuardSettings, MenuNode } from '@backoffice/console-core';
import { createFreshRouteIndex, type RenderedIndex } from './freshRouteIndex';
import { createRouteIndex } from './routeIndex';
import { SYSTEM_ROUTES } from './systemRoutes';

const menu: MenuNode[] = [
  {
    path: 'setting',
    name: 'setting',
    title: 'menu.setting',
    children: [{ path: 'role', name: 'Role', title: 'menu.setting.role', component: 'setting/role' }],
  },
];

describe('createFreshRouteIndex', () => {
  it('answers the rendered index while the settings hold what it was built from', () => {
    const settings: GuardSettings = { menuFromServer: true, serverMenu: [] };
    const rendered: RenderedIndex = {
      index: createRouteIndex(SYSTEM_ROUTES),
      builtFrom: settings,
      staticRoutes: SYSTEM_ROUTES,
      appRoutes: [],
    };
    const fresh = createFreshRouteIndex(
      () => rendered,
      () => settings,
    );
    expect(fresh()).toBe(rendered.index);
  });

  it('sees a menu that arrived since the render (once built, the same index until it changes again)', () => {
    const builtFrom: GuardSettings = { menuFromServer: true, serverMenu: [] };
    const rendered: RenderedIndex = { index: createRouteIndex(SYSTEM_ROUTES), builtFrom, staticRoutes: SYSTEM_ROUTES, appRoutes: [] };
    let settings: GuardSettings = { menuFromServer: true, serverMenu: menu };
    const fresh = createFreshRouteIndex(
      () => rendered,
      () => settings,
    );
    expect(fresh().resolveTarget('/setting/role', '').name).toBe('Role');
    expect(fresh()).toBe(fresh());
    settings = { menuFromServer: false, serverMenu: menu };
    expect(fresh().resolveTarget('/setting/role', '').name).toBe('notFound');
  });
});
