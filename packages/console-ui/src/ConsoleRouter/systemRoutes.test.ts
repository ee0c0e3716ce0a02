import { NON_TAB_NAMES, publicNameOf, SYSTEM_ROUTES } from './systemRoutes';

describe('systemRoutes', () => {
  it('names the public pages by their exact path only', () => {
    expect(publicNameOf('/login')).toBe('login');
    expect(publicNameOf('/bindingUser')).toBe('bindingUser');
    expect(publicNameOf('/login/extra')).toBeUndefined();
    expect(publicNameOf('/setting/role')).toBeUndefined();
  });

  it('never makes a tab of a public, redirect or not-found route', () => {
    expect(SYSTEM_ROUTES.map((route) => route.name).every((name) => NON_TAB_NAMES.includes(name))).toBe(true);
  });
});
