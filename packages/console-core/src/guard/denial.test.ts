import { describe, expect, it, vi } from 'vitest';
import type { MenuNode } from '../menu/types';
import type { RouteRecord, RouteTarget } from '../routing/types';
import { forbiddenLocation, isKnownPage, isWithheldPage } from './denial';
import { createGuardPipeline, decideAccess, guardContext } from './guard';
import type { GuardDeps, GuardSettings } from './types';

const staticRoutes: RouteRecord[] = [
  { path: '/login', name: 'login', meta: { requiresAuth: false } },
  { path: '/notFound', name: 'notFound', meta: { requiresAuth: false, hideInMenu: true } },
  { path: '/forbidden', name: 'forbidden', meta: { requiresAuth: true, roles: ['*'], hideInMenu: true } },
];
// A moderator's menu: the dashboard and the role list, not the admin list.
const moderatorMenu: MenuNode[] = [
  { path: 'dashboard', name: 'dashboard', title: 'menu.dashboard', children: [{ path: 'workplace', name: 'Workplace', title: 't' }] },
  { path: 'setting', name: 'setting', title: 'menu.setting', children: [{ path: 'role', name: 'Role', title: 't' }] },
];
const KNOWN = ['/dashboard/workplace', '/setting/role', '/admin/adminList', '/project/:id'];
const FORBIDDEN = { name: 'forbidden' };

/** The target a router makes of a URL no loaded route has: named as the fallback. */
const unrouted = (path: string): RouteTarget => ({ name: 'notFound', path, fullPath: path, query: {}, meta: {} });

function depsOf(settings: GuardSettings, overrides: Partial<GuardDeps> = {}): GuardDeps {
  return {
    getSession: () => ({ token: 't', role: 'moderator' }),
    getSettings: () => settings,
    loadUserInfo: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    fetchServerMenu: vi.fn(async () => undefined),
    staticRoutes,
    appRoutes: [],
    knownPages: KNOWN,
    forbidden: FORBIDDEN,
    ...overrides,
  };
}

const loaded: GuardSettings = { menuFromServer: true, serverMenu: moderatorMenu };

describe('isKnownPage', () => {
  it('matches a known path exactly or by its :param segments, ignoring the query and a trailing slash', () => {
    expect(isKnownPage(KNOWN, '/admin/adminList')).toBe(true);
    expect(isKnownPage(KNOWN, '/admin/adminList/?page=2')).toBe(true);
    expect(isKnownPage(KNOWN, '/project/42')).toBe(true);
    expect(isKnownPage(KNOWN, '/admin/nothing')).toBe(false);
    expect(isKnownPage(KNOWN, '/project/42/more')).toBe(false);
    expect(isKnownPage([], '/admin/adminList')).toBe(false);
  });
});

describe('a page the console has that the user may not open (403) against no such page (404)', () => {
  it("refuses a known page the user's menu does not give them with the forbidden page", async () => {
    const deps = depsOf(loaded);
    const ctx = guardContext(unrouted('/admin/adminList'), deps);
    expect(isWithheldPage(ctx)).toBe(true);
    expect(decideAccess(ctx)).toEqual({ kind: 'redirect', to: FORBIDDEN });
    await expect(createGuardPipeline(deps)(unrouted('/admin/adminList'))).resolves.toEqual({ kind: 'redirect', to: FORBIDDEN });
  });

  it('leaves an unknown path to the not-found page, and allows a known page the menu gives', () => {
    const deps = depsOf(loaded);
    expect(decideAccess(guardContext(unrouted('/no/such/page'), deps))).toEqual({ kind: 'allow' });
    const role: RouteTarget = {
      name: 'Role',
      path: '/setting/role',
      fullPath: '/setting/role',
      query: {},
      meta: { requiresAuth: true, roles: ['*'] },
    };
    expect(decideAccess(guardContext(role, deps))).toEqual({ kind: 'allow' });
    expect(decideAccess(guardContext(unrouted('/forbidden'), deps))).toEqual({ kind: 'allow' });
  });

  it('sends a route the role may not open to the forbidden page, and to the fallback in a console without one', () => {
    const adminOnly: RouteTarget = {
      name: 'Role',
      path: '/setting/role',
      fullPath: '/setting/role',
      query: {},
      meta: { requiresAuth: true, roles: ['admin'] },
    };
    expect(decideAccess(guardContext(adminOnly, depsOf(loaded)))).toEqual({ kind: 'redirect', to: FORBIDDEN });
    const withoutForbidden = depsOf(loaded, { forbidden: undefined, knownPages: undefined });
    expect(decideAccess(guardContext(adminOnly, withoutForbidden))).toEqual({ kind: 'redirect', to: { name: 'notFound' } });
    expect(forbiddenLocation(guardContext(adminOnly, withoutForbidden))).toEqual({ name: 'notFound' });
  });

  it('withholds nothing in a console that does not list its pages, nor before the menu is there', async () => {
    expect(decideAccess(guardContext(unrouted('/admin/adminList'), depsOf(loaded, { knownPages: undefined })))).toEqual({ kind: 'allow' });
    expect(isWithheldPage(guardContext(unrouted('/admin/adminList'), depsOf({ menuFromServer: true, serverMenu: [] })))).toBe(false);
    expect(isWithheldPage(guardContext(unrouted('/admin/adminList'), depsOf({ menuFromServer: false, serverMenu: moderatorMenu })))).toBe(
      false,
    );
    // A failed menu fetch: the console cannot tell, so the page is not called forbidden.
    const failing = depsOf({ menuFromServer: true, serverMenu: [] }, { fetchServerMenu: async () => Promise.reject(new Error('403')) });
    await expect(createGuardPipeline(failing)(unrouted('/admin/adminList'))).resolves.toEqual({ kind: 'allow' });
  });
});
