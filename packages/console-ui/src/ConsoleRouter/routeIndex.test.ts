import type { MenuNode, RouteRecord } from '@backoffice/console-core';
import { createRouteIndex, routeIndexOf, withQuery } from './routeIndex';

const routes: RouteRecord[] = [
  { path: '/login', name: 'login' },
  {
    path: '/projectMgt',
    name: 'projectMgt',
    children: [
      { path: 'projectDetail/:id', name: 'ProjectDetail', meta: { title: 'Detail' } },
      { path: 'projectList', name: 'ProjectList' },
    ],
  },
];
const serverMenu: MenuNode[] = [
  {
    path: 'setting',
    name: 'setting',
    title: 'menu.setting',
    children: [{ path: 'role', name: 'Role', title: 'menu.setting.role', component: 'setting/role' }],
  },
];

describe('routeIndex', () => {
  it('resolves a URL to its guard target, unknown paths to notFound', () => {
    const index = createRouteIndex(routes);
    expect(index.resolveTarget('/projectMgt/projectDetail/7', '?tab=2')).toEqual({
      name: 'ProjectDetail',
      path: '/projectMgt/projectDetail/7',
      fullPath: '/projectMgt/projectDetail/7?tab=2',
      query: { tab: '2' },
      meta: { title: 'Detail' },
    });
    expect(index.resolveTarget('/nowhere', '?').fullPath).toBe('/nowhere');
    expect(index.resolveTarget('/nowhere', '').name).toBe('notFound');
  });

  it('finds the path of a route name, never a parameterised one', () => {
    const index = createRouteIndex(routes);
    expect(index.pathOfName('ProjectList', { page: '2' })).toBe('/projectMgt/projectList?page=2');
    expect(index.pathOfName('ProjectDetail')).toBeUndefined();
    expect(withQuery('/a')).toBe('/a');
  });

  it('indexes the server menu only while the menu is from the server', () => {
    expect(routeIndexOf({ menuFromServer: true, serverMenu, staticRoutes: routes }).pathOfName('Role')).toBe('/setting/role');
    expect(routeIndexOf({ menuFromServer: false, serverMenu, staticRoutes: routes }).pathOfName('Role')).toBeUndefined();
  });
});
