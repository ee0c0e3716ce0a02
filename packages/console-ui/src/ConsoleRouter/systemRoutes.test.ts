import { KIT_PUBLIC_ROUTES, NON_TAB_NAMES, PUBLIC_ROUTE_NAMES, publicRoutesOf, SYSTEM_ROUTES } from './systemRoutes';

describe('systemRoutes', () => {
  it("holds the kit's own routes only: login (public), redirect, notFound and forbidden", () => {
    expect(SYSTEM_ROUTES.map((route) => route.name)).toEqual(['login', 'redirect', 'notFound', 'forbidden']);
    expect(PUBLIC_ROUTE_NAMES).toEqual(['login']);
    expect(SYSTEM_ROUTES.map((route) => route.name).every((name) => NON_TAB_NAMES.includes(name))).toBe(true);
  });

  it('makes no page public that the console does not declare', () => {
    expect(KIT_PUBLIC_ROUTES.names).toEqual(['login']);
    expect(KIT_PUBLIC_ROUTES.nameOf('/login')).toBe('login');
    expect(KIT_PUBLIC_ROUTES.nameOf('/mslogin')).toBeUndefined();
    expect(KIT_PUBLIC_ROUTES.nameOf('/bindingUser')).toBeUndefined();
    expect(KIT_PUBLIC_ROUTES.routes).toEqual(SYSTEM_ROUTES);
  });

  it('serves each declared page at /<name>, titled menu.<name>, without sign-in, never a tab', () => {
    const routes = publicRoutesOf(['login', 'mslogin', 'bindingUser', 'mslogin']);
    expect(routes.names).toEqual(['login', 'mslogin', 'bindingUser']);
    expect(routes.routes.map((route) => route.path)).toEqual([
      '/login',
      '/mslogin',
      '/bindingUser',
      '/redirect/:path',
      '/notFound',
      '/forbidden',
    ]);
    expect(routes.routes[1]).toEqual({ path: '/mslogin', name: 'mslogin', meta: { requiresAuth: false, title: 'menu.mslogin' } });
    expect(routes.nonTabNames).toEqual(expect.arrayContaining(['login', 'mslogin', 'bindingUser', 'redirect', 'notFound', 'forbidden']));
  });

  it('names the public pages by their exact path only', () => {
    const routes = publicRoutesOf(['signup']);
    expect(routes.nameOf('/signup')).toBe('signup');
    expect(routes.nameOf('/login')).toBe('login');
    expect(routes.nameOf('/signup/extra')).toBeUndefined();
    expect(routes.nameOf('/setting/role')).toBeUndefined();
  });

  it("refuses a name that is not one path segment or is one of the kit's hidden routes", () => {
    expect(() => publicRoutesOf(['sign/up'])).toThrow(/not a route name/);
    expect(() => publicRoutesOf([''])).toThrow(/not a route name/);
    expect(() => publicRoutesOf(['notFound'])).toThrow(/kit's own routes/);
    expect(() => publicRoutesOf(['redirect'])).toThrow(/kit's own routes/);
    expect(() => publicRoutesOf(['forbidden'])).toThrow(/kit's own routes/);
  });
});
