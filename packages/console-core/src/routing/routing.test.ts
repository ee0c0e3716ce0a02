import { describe, expect, it } from 'vitest';
import { createRouteListener, findRouteByPath, flattenRoutes, isCatchAll, joinPath, matchPath } from './routing';
import type { RouteRecord, RouteTarget } from './types';

const routes: RouteRecord[] = [
  { path: '/login', name: 'login' },
  { path: '/redirect/:path', name: 'redirect', meta: { hideInMenu: true } },
  {
    path: '/setting',
    name: 'setting',
    children: [
      { path: 'role', name: 'Role' },
      { path: '/absolute/child', name: 'Absolute' },
    ],
  },
  {
    path: '/projectMgt',
    name: 'projectMgt',
    children: [
      { path: 'projectDetail/:id', name: 'ProjectDetail' },
      { path: 'projectDetail/new', name: 'CreateProject' },
    ],
  },
  { path: '/:pathMatch(.*)*', name: 'notFound' },
];

const target = (name: string): RouteTarget => ({ name, path: `/${name}`, fullPath: `/${name}`, query: {}, meta: {} });

describe('route model', () => {
  it('§2 children get their full paths when flattened', () => {
    expect(flattenRoutes(routes).map((r) => r.path)).toEqual([
      '/login',
      '/redirect/:path',
      '/setting',
      '/setting/role',
      '/absolute/child',
      '/projectMgt',
      '/projectMgt/projectDetail/:id',
      '/projectMgt/projectDetail/new',
      '/:pathMatch(.*)*',
    ]);
    expect(flattenRoutes(routes).every((r) => r.children === undefined)).toBe(true);
  });

  it('joins paths, keeping absolute children and parent-only paths', () => {
    expect(joinPath('/setting/', 'role')).toBe('/setting/role');
    expect(joinPath('/setting', '')).toBe('/setting');
    expect(joinPath('', '')).toBe('/');
  });

  it('§2 finds routes by full path, :param aware, exact paths first, never by catch-all', () => {
    expect(findRouteByPath(routes, '/setting/role?tab=1')?.name).toBe('Role');
    expect(findRouteByPath(routes, '/redirect/dashboard')?.name).toBe('redirect');
    expect(findRouteByPath(routes, '/projectMgt/projectDetail/7')?.name).toBe('ProjectDetail');
    expect(findRouteByPath(routes, '/projectMgt/projectDetail/new')?.name).toBe('CreateProject');
    expect(findRouteByPath(routes, '/nowhere')).toBeUndefined();
    expect(isCatchAll('/:pathMatch(.*)*')).toBe(true);
    expect(matchPath('/a/:b', '/a')).toBe(false);
  });

  it('§4 route-change listeners get every change (and the latest on subscribe) until cleared', () => {
    const bus = createRouteListener();
    const seen: string[] = [];
    bus.emit(target('first'));
    const stop = bus.listen((t) => seen.push(t.name));
    bus.emit(target('second'));
    stop();
    bus.emit(target('third'));
    const again: string[] = [];
    bus.listen((t) => again.push(t.name));
    bus.clear();
    bus.emit(target('fourth'));
    expect(seen).toEqual(['first', 'second']);
    expect(again).toEqual(['third']);
  });
});
