import { describe, expect, it, vi } from 'vitest';
import type { MenuNode } from '../menu/types';
import type { NoticeInput } from '../notifier/types';
import type { RouteRecord, RouteTarget } from '../routing/types';
import { createGuardPipeline, decideAccess, decideAtOnce, decideLogin, guardContext } from './guard';
import type { GuardDeps, GuardSession, GuardSettings } from './types';

const staticRoutes: RouteRecord[] = [
  { path: '/login', name: 'login', meta: { requiresAuth: false } },
  { path: '/mslogin', name: 'mslogin', meta: { requiresAuth: false } },
  { path: '/redirect/:path', name: 'redirect', meta: { requiresAuth: true, hideInMenu: true } },
  { path: '/x/notFound', name: 'notFound', meta: { requiresAuth: false, hideInMenu: true } },
];
const appRoutes: RouteRecord[] = [
  {
    path: '/dashboard',
    name: 'dashboard',
    meta: { requiresAuth: true, roles: ['*'] },
    children: [{ path: 'workplace', name: 'Workplace', meta: { requiresAuth: true, roles: ['*'] } }],
  },
  {
    path: '/admin',
    name: 'admin',
    meta: { requiresAuth: true, roles: ['admin'] },
    children: [{ path: 'adminList', name: 'AdminList', meta: { requiresAuth: true, roles: ['admin'] } }],
  },
];
const serverMenu: MenuNode[] = [
  { path: 'setting', name: 'setting', title: 'menu.setting', children: [{ path: 'role', name: 'Role', title: 'menu.setting.role' }] },
];

const to = (
  name: string,
  meta: RouteTarget['meta'] = { requiresAuth: true, roles: ['*'] },
  query: Record<string, string> = {},
): RouteTarget => ({ name, path: `/x/${name}`, fullPath: `/x/${name}`, query, meta });

function setup(session: GuardSession, settings: GuardSettings, overrides: Partial<GuardDeps> = {}) {
  const notices: NoticeInput[] = [];
  const state = { session: { ...session }, settings: { ...settings } };
  const deps: GuardDeps = {
    getSession: () => state.session,
    getSettings: () => state.settings,
    loadUserInfo: vi.fn(async () => void (state.session.role = 'admin')),
    logout: vi.fn(async () => void (state.session = { token: null, role: '' })),
    fetchServerMenu: vi.fn(async () => void (state.settings.serverMenu = serverMenu)),
    staticRoutes,
    appRoutes,
    notifier: { toast: () => undefined, notice: (n) => notices.push(n), confirm: () => undefined },
    ...overrides,
  };
  return { guard: createGuardPipeline(deps), deps, notices, state };
}

const local: GuardSettings = { menuFromServer: false, serverMenu: [] };
const server: GuardSettings = { menuFromServer: true, serverMenu: [] };

// see docs/behaviour.md#25-navigation-guard
describe('navigation guards (behaviour §2.5 rules 1-3)', () => {
  it('§2 rule 1: an unauthenticated visitor goes to login with the intended route name and query as redirect', async () => {
    const { guard } = setup({ token: null, role: '' }, local);
    await expect(guard(to('Role', undefined, { page: '2' }))).resolves.toEqual({
      kind: 'redirect',
      to: { name: 'login', query: { redirect: 'Role', page: '2' } },
    });
  });

  it('§2 rule 1: a page no loaded route names yet (server menu not fetched) keeps its path as redirect', async () => {
    const { guard } = setup({ token: null, role: '' }, server);
    await expect(guard({ ...to('notFound', undefined, { from: 'mail' }), path: '/setting/resetPassword' })).resolves.toEqual({
      kind: 'redirect',
      to: { name: 'login', query: { redirect: '/setting/resetPassword', from: 'mail' } },
    });
  });

  it('§2 rule 1 does not apply when going to login, or to a public page the console white-lists', async () => {
    const { guard } = setup({ token: null, role: '' }, server, { whiteList: ['login', 'mslogin', 'bindingUser'] });
    for (const name of ['login', 'mslogin', 'bindingUser']) {
      await expect(guard(to(name, { requiresAuth: false }))).resolves.toEqual({ kind: 'allow' });
    }
    expect(decideLogin(guardContext(to('login'), setup({ token: null, role: '' }, local).deps))).toEqual({ kind: 'allow' });
  });

  it("§2 rule 1: by default only login is white-listed (a console's other public pages are its own)", async () => {
    const { guard, deps } = setup({ token: null, role: '' }, server);
    expect(guardContext(to('login'), deps).whiteList).toEqual(['login']);
    await expect(guard(to('mslogin', { requiresAuth: false }))).resolves.toEqual({
      kind: 'redirect',
      to: { name: 'login', query: { redirect: 'mslogin' } },
    });
  });

  it('§2 rule 2: a signed-in user with no role has user info fetched first', async () => {
    const { guard, deps } = setup({ token: 't', role: '' }, local);
    await expect(guard(to('Workplace'))).resolves.toEqual({ kind: 'allow' });
    expect(deps.loadUserInfo).toHaveBeenCalledOnce();
  });

  it('§2 rule 2: if loading user info fails, the user is logged out and sent to login with a redirect', async () => {
    const { guard, deps } = setup({ token: 't', role: '' }, local, { loadUserInfo: async () => Promise.reject(new Error('x')) });
    await expect(guard(to('Workplace', undefined, { q: '1' }))).resolves.toEqual({
      kind: 'redirect',
      to: { name: 'login', query: { redirect: 'Workplace', q: '1' } },
    });
    expect(deps.logout).toHaveBeenCalledOnce();
    const onLogin = setup({ token: 't', role: '' }, local, { loadUserInfo: async () => Promise.reject(new Error('x')) });
    await expect(onLogin.guard(to('login', { requiresAuth: false }))).resolves.toEqual({ kind: 'allow' });
  });

  it('§2 rule 3 (local menu): a permitted route is allowed', async () => {
    const { guard } = setup({ token: 't', role: 'admin' }, local);
    await expect(guard(to('AdminList', { requiresAuth: true, roles: ['admin'] }))).resolves.toEqual({ kind: 'allow' });
  });

  it('§2 rule 3 (local menu): on denial the user goes to the first route permitted for the role', async () => {
    const { guard } = setup({ token: 't', role: 'user' }, local);
    await expect(guard(to('AdminList', { requiresAuth: true, roles: ['admin'] }))).resolves.toEqual({
      kind: 'redirect',
      to: { name: 'Workplace', path: '/dashboard/workplace' },
    });
  });

  it('§2 rule 3 (local menu): with no permitted route the user goes to the fallback page', () => {
    const ctx = guardContext(to('AdminList', { requiresAuth: true, roles: ['admin'] }), setup({ token: 't', role: 'user' }, local).deps);
    expect(decideAccess({ ...ctx, appRoutes: [appRoutes[1]!] })).toEqual({ kind: 'redirect', to: { name: 'notFound' } });
  });

  it('§2 rule 3 (server menu): the menu config is fetched if absent, then a listed, permitted target is allowed', async () => {
    const { guard, deps } = setup({ token: 't', role: 'admin' }, server);
    await expect(guard(to('Role'))).resolves.toEqual({ kind: 'allow' });
    await expect(guard(to('Role'))).resolves.toEqual({ kind: 'allow' });
    expect(deps.fetchServerMenu).toHaveBeenCalledOnce();
  });

  it('§2 rule 3 (server menu): a target in neither the server menu nor the static routes goes to the fallback', async () => {
    const { guard } = setup({ token: 't', role: 'admin' }, { menuFromServer: true, serverMenu });
    await expect(guard(to('AdminList', { requiresAuth: true, roles: ['admin'] }))).resolves.toEqual({
      kind: 'redirect',
      to: { name: 'notFound' },
    });
    await expect(guard({ ...to('redirect'), path: '/redirect/setting' })).resolves.toEqual({ kind: 'allow' });
    await expect(guard(to('notFound', { requiresAuth: false }))).resolves.toEqual({ kind: 'allow' });
  });

  it('§2 rule 3 (server menu): a listed but not permitted target goes to the fallback', async () => {
    const { guard } = setup(
      { token: 't', role: 'user' },
      { menuFromServer: true, serverMenu },
      { fallback: { name: 'forbidden', path: '/403' } },
    );
    await expect(guard(to('Role', { requiresAuth: true, roles: ['admin'] }))).resolves.toEqual({
      kind: 'redirect',
      to: { name: 'forbidden', path: '/403' },
    });
  });

  it("§8 a failed menu fetch shows the closable notice 'failed to get menu, please check user roles and permissions'", async () => {
    const { guard, notices } = setup({ token: 't', role: 'admin' }, server, {
      fetchServerMenu: async () => Promise.reject(new Error('403')),
    });
    await expect(guard(to('Role'))).resolves.toEqual({ kind: 'redirect', to: { name: 'notFound' } });
    expect(notices).toEqual([{ type: 'error', content: 'failed to get menu, please check user roles and permissions', closable: true }]);
  });

  it('does not ask for the menu again, nor show the notice twice, on the way to the not-found page a failed fetch led to', async () => {
    const fetchServerMenu = vi.fn(async () => Promise.reject(new Error('403')));
    const { guard, notices } = setup({ token: 't', role: 'admin' }, server, { fetchServerMenu });
    await expect(guard(to('Role'))).resolves.toEqual({ kind: 'redirect', to: { name: 'notFound' } });
    await expect(guard(to('notFound', { requiresAuth: false }))).resolves.toEqual({ kind: 'allow' });
    expect(fetchServerMenu).toHaveBeenCalledOnce();
    expect(notices).toHaveLength(1);
    await expect(guard(to('AdminList'))).resolves.toEqual({ kind: 'redirect', to: { name: 'notFound' } });
    expect(fetchServerMenu).toHaveBeenCalledTimes(2);
  });

  it('loads the menu for a path no loaded route knows yet, which a router names as the fallback (a reload of a server-menu page)', async () => {
    const { guard, deps } = setup({ token: 't', role: 'admin' }, server);
    const reloaded: RouteTarget = { ...to('notFound', { requiresAuth: false }), path: '/setting/role', fullPath: '/setting/role' };
    expect(decideAtOnce(guardContext(reloaded, deps))).toBeUndefined();
    await guard(reloaded);
    expect(deps.fetchServerMenu).toHaveBeenCalledOnce();
  });

  it('decides at once what needs nothing from the server, as the pipeline does, and defers the rest', async () => {
    const cases: [GuardSession, GuardSettings, RouteTarget][] = [
      [{ token: null, role: '' }, server, to('Role')],
      [{ token: null, role: '' }, server, to('login', { requiresAuth: false })],
      [{ token: 't', role: 'admin' }, { menuFromServer: true, serverMenu }, to('Role')],
      [{ token: 't', role: 'user' }, { menuFromServer: true, serverMenu }, to('Role', { requiresAuth: true, roles: ['admin'] })],
      [{ token: 't', role: 'admin' }, { menuFromServer: true, serverMenu }, to('Nowhere')],
      [{ token: 't', role: 'user' }, local, to('AdminList', { requiresAuth: true, roles: ['admin'] })],
      [{ token: 't', role: 'admin' }, server, to('login', { requiresAuth: false })],
    ];
    for (const [session, settings, target] of cases) {
      const { guard, deps } = setup(session, settings);
      const now = decideAtOnce(guardContext(target, deps));
      expect(now).toEqual(await guard(target));
      expect(deps.loadUserInfo).not.toHaveBeenCalled();
      expect(deps.fetchServerMenu).not.toHaveBeenCalled();
    }
    // A signed-in user without a role, or a server menu not loaded yet: the pipeline must load first.
    expect(
      decideAtOnce(guardContext(to('Role'), setup({ token: 't', role: '' }, { menuFromServer: true, serverMenu }).deps)),
    ).toBeUndefined();
    expect(decideAtOnce(guardContext(to('Role'), setup({ token: 't', role: 'admin' }, server).deps))).toBeUndefined();
  });
});
