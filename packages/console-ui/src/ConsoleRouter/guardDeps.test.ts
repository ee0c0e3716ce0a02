import type { RouteRecord } from '@backoffice/console-core';
import { createFakeConsole } from '../testing/fixtures';
import { createGuardDeps } from './guardDeps';

describe('createGuardDeps', () => {
  it('reads the session, settings, routes and public pages (the white list) as they are when asked', () => {
    const { bundle } = createFakeConsole({ signedIn: true, loaded: true, role: 'user' });
    let appRoutes: RouteRecord[] = [];
    let publicNames = ['login'];
    const deps = createGuardDeps(bundle, { staticRoutes: () => [], appRoutes: () => appRoutes, publicNames: () => publicNames });
    expect(deps.getSession()).toEqual({ token: 'fake-token', role: 'user' });
    appRoutes = [{ path: '/a', name: 'A' }];
    expect(deps.appRoutes).toBe(appRoutes);
    expect(deps.whiteList).toEqual(['login']);
    publicNames = ['login', 'signup'];
    expect(deps.whiteList).toEqual(['login', 'signup']);
    bundle.settings.setState({ menuFromServer: false });
    expect(deps.getSettings().menuFromServer).toBe(false);
    expect(deps.translate?.('menu.fetch.failed')).toBe('failed to get menu, please check user roles and permissions');
  });

  it('loads user info and the menu through the console', async () => {
    const { bundle, server } = createFakeConsole({ signedIn: true });
    const deps = createGuardDeps(bundle, { staticRoutes: () => [], appRoutes: () => [], publicNames: () => ['login'] });
    await deps.loadUserInfo();
    await deps.fetchServerMenu();
    expect(server.calls.map((call) => call.url)).toEqual(['/api/admin/self/selfInfo', '/api/admin/self/menuAndOperate']);
    expect(deps.getSettings().serverMenu.length).toBeGreaterThan(0);
  });
});
