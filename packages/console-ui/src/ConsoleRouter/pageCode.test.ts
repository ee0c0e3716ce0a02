import type { Location } from 'react-router-dom';
import type { RouteTarget } from '@backoffice/console-core';
import { lazyWithPreload } from '../lazyWithPreload/lazyWithPreload';
import { ConsoleShell, createPageCodeLoader, NotFoundPage } from './pageCode';
import { createRouteIndex } from './routeIndex';
import { publicRoutesOf } from './systemRoutes';

const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });
const target = (name: string, path: string): RouteTarget => ({ name, path, fullPath: path, query: {}, meta: {} });
const index = createRouteIndex([
  { path: '/setting', name: 'setting', children: [{ path: 'role', name: 'Role', component: 'setting/role' }] },
]);

function pageLoader() {
  const load = vi.fn(() => Promise.resolve({ default: () => null }));
  const page = lazyWithPreload(load);
  return {
    load,
    loadCodeOf: createPageCodeLoader({
      freshIndex: () => index,
      resolvePage: () => (c) => (c === 'setting/role' ? page : undefined),
      ownNotFound: true,
      publicRoutes: () => publicRoutesOf(['signup']),
    }),
  };
}

describe('createPageCodeLoader', () => {
  it('loads the layout and the page of a signed-in location before it is committed', async () => {
    const { load, loadCodeOf } = pageLoader();
    await loadCodeOf(at('/setting/role'), target('Role', '/setting/role'));
    expect(load).toHaveBeenCalledOnce();
    expect(ConsoleShell.loaded()).toBeDefined();
  });

  it('loads the kit 404 page for an unknown path, nothing for a public page', async () => {
    const { load, loadCodeOf } = pageLoader();
    await loadCodeOf(at('/login'), target('login', '/login'));
    await loadCodeOf(at('/signup'), target('signup', '/signup'));
    expect(load).not.toHaveBeenCalled();
    await loadCodeOf(at('/nowhere'), target('notFound', '/nowhere'));
    expect(NotFoundPage.loaded()).toBeDefined();
  });
});
