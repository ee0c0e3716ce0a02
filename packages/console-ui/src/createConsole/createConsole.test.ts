import { createMemoryStorage, DEFAULT_TAB } from '@backoffice/console-core';
import { createFakeServer, FAKE_MENU } from '../testing/fakeServer';
import { createConsole } from './createConsole';

describe('createConsole', () => {
  it('builds every store with defaults and console-ui strings registered', () => {
    const bundle = createConsole({ storage: createMemoryStorage() });
    expect(bundle.tabs.getState().tabs).toEqual([DEFAULT_TAB]);
    expect(bundle.settings.getState().menuWidth).toBe(220);
    expect(bundle.session.getState().token).toBeNull();
    expect(bundle.i18n.t('ui.tabs.actions')).toBe('Tab actions');
    expect(bundle.i18n.locale()).toBe('en-US');
  });

  it('opens on the home route it is given, the default tab that cannot be closed', () => {
    const bundle = createConsole({ storage: createMemoryStorage(), home: '/ops/board' });
    expect(bundle.home).toBe('/ops/board');
    expect(bundle.tabs.getState().tabs.map((tab) => tab.fullPath)).toEqual(['/ops/board']);
    bundle.tabs.getState().close('/ops/board');
    expect(bundle.tabs.getState().tabs.map((tab) => tab.fullPath)).toEqual(['/ops/board']);
    expect(createConsole({ storage: createMemoryStorage() }).home).toBe(DEFAULT_TAB.fullPath);
  });

  it("holds the console's own menu icons, not the kit's (those load with the layout)", () => {
    const IconRocket = () => null;
    const bundle = createConsole({ storage: createMemoryStorage(), menuIcons: { IconRocket } });
    expect(bundle.menuIcons.IconRocket).toBe(IconRocket);
    expect(bundle.menuIcons.IconDashboard).toBeUndefined();
    expect(createConsole({ storage: createMemoryStorage() }).menuIcons.IconRocket).toBeUndefined();
  });

  it('talks to the server through the adapter and keeps the token', async () => {
    const server = createFakeServer();
    const storage = createMemoryStorage();
    const bundle = createConsole({ storage, adapter: server.adapter });
    await bundle.session.getState().login({ username: 'admin', password: 'x' });
    expect(storage.getItem('token')).toBe('fake-token');
    await bundle.settings.getState().loadServerMenu();
    expect(bundle.settings.getState().serverOperate).toEqual(['project:add']);
    await bundle.dict.getState().load();
    expect(bundle.dict.getState().label('project_status', '1')).toBe('Active');
  });

  it('takes user info and the menu from the login result, so nothing else is fetched after signing in', async () => {
    const server = createFakeServer();
    const bundle = createConsole({ storage: createMemoryStorage(), adapter: server.adapter });
    await bundle.session.getState().login({ username: 'admin', password: 'x' });
    expect(bundle.session.getState().userInfo).toMatchObject({ username: 'admin', role: 'admin' });
    expect(bundle.settings.getState().serverMenu).toEqual(FAKE_MENU);
    expect(bundle.settings.getState().serverOperate).toEqual(['project:add']);
    expect(server.calls.map((c) => c.url)).toEqual(['/api/admin/land/login']);
  });

  it("drops an earlier user's menu when the login result carries none (the guard then fetches it)", async () => {
    const bundle = createConsole({ storage: createMemoryStorage(), adapter: createFakeServer({ loginWithoutMenu: true }).adapter });
    bundle.settings.setState({ serverMenu: [{ path: 'x', name: 'x', title: 'x' }], serverOperate: ['x:y'] });
    await bundle.session.getState().login({ username: 'admin', password: 'x' });
    expect(bundle.settings.getState()).toMatchObject({ serverMenu: [], serverOperate: [] });
  });

  it('on logout clears route listeners, the server menu and the tabs, then calls onLogout', async () => {
    const onLogout = vi.fn();
    const bundle = createConsole({ storage: createMemoryStorage({ token: 't' }), adapter: createFakeServer().adapter, onLogout });
    const listener = vi.fn();
    bundle.routes.listen(listener);
    bundle.settings.setState({ serverMenu: [{ path: 'x', name: 'x', title: 'x' }] });
    bundle.tabs.getState().open({ title: 'R', name: 'Role', fullPath: '/setting/role', query: {}, ignoreCache: false });
    await bundle.session.getState().logout();
    expect(bundle.settings.getState().serverMenu).toEqual([]);
    expect(bundle.tabs.getState().tabs).toEqual([DEFAULT_TAB]);
    bundle.routes.emit({ name: 'a', path: '/a', fullPath: '/a', query: {}, meta: {} });
    expect(listener).not.toHaveBeenCalled();
    expect(onLogout).toHaveBeenCalled();
  });

  it('reload counters count per tab', () => {
    const { reloads } = createConsole({ storage: createMemoryStorage() });
    reloads.getState().reload('/a');
    reloads.getState().reload('/a');
    expect(reloads.getState().keys).toEqual({ '/a': 2 });
  });

  it('shows the titles a server menu carries, in the chosen language, without strings of its own', () => {
    const bundle = createConsole({ storage: createMemoryStorage() });
    expect(bundle.i18n.t('menu.reports')).toBe('menu.reports');
    bundle.settings.setState({
      serverMenu: [
        { path: 'reports', name: 'reports', title: 'menu.reports', titles: { 'en-US': 'Reports', 'zh-CN': '报表' }, children: [] },
      ],
    });
    expect(bundle.i18n.t('menu.reports')).toBe('Reports');
    bundle.i18n.switchLocale('zh-CN');
    expect(bundle.i18n.t('menu.reports')).toBe('报表');
  });
});
