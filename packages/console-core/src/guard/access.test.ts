import { describe, expect, it } from 'vitest';
import type { RouteRecord } from '../routing/types';
import { firstPermittedRoute, isRouteAllowed } from './access';

// see docs/behaviour.md#25-navigation-guard, docs/behaviour.md#61-route-roles
describe('access rule (behaviour §2.5 rule 3, §6.1)', () => {
  it('§2 a route is allowed when it does not require auth, has no roles list, has a wildcard role, or lists the role', () => {
    expect(isRouteAllowed(undefined, '')).toBe(true);
    expect(isRouteAllowed({ requiresAuth: false, roles: ['admin'] }, 'user')).toBe(true);
    expect(isRouteAllowed({ requiresAuth: true }, 'user')).toBe(true);
    expect(isRouteAllowed({ requiresAuth: true, roles: ['*'] }, 'user')).toBe(true);
    expect(isRouteAllowed({ requiresAuth: true, roles: ['admin', 'user'] }, 'user')).toBe(true);
    expect(isRouteAllowed({ requiresAuth: true, roles: ['admin'] }, 'user')).toBe(false);
  });

  it('§6 admin is the default role for finding a first permitted route', () => {
    const routes: RouteRecord[] = [
      { path: '/redirect/:path', name: 'redirect', meta: { requiresAuth: true } },
      {
        path: '/empty',
        name: 'empty',
        meta: { requiresAuth: true },
        children: [{ path: 'x', name: 'X', meta: { requiresAuth: true, roles: ['root'] } }],
      },
      {
        path: '/admin',
        name: 'admin',
        meta: { requiresAuth: true, roles: ['admin'] },
        children: [{ path: 'adminList', name: 'AdminList' }],
      },
      { path: '/mine', name: 'Mine', meta: { requiresAuth: true, roles: ['user'] } },
    ];
    expect(firstPermittedRoute(routes)).toEqual({ path: '/admin/adminList', name: 'AdminList' });
    expect(firstPermittedRoute(routes, 'user')?.name).toBe('Mine');
    expect(firstPermittedRoute(routes, 'guest')).toBeUndefined();
  });
});
