import type { Location } from 'react-router-dom';
import type { GuardDecision, TabEntry } from '@backoffice/console-core';
import type { NavigationDecision } from './decideNavigation';
import { createShowsAtOnce, type ShowsAtOnceEnv } from './showsAtOnce';
import { KIT_PUBLIC_ROUTES, publicRoutesOf } from './systemRoutes';

const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });
const taken = (name: string, fullPath: string, decision: GuardDecision = { kind: 'allow' }): NavigationDecision => ({
  settled: true,
  outcome: { target: { name, path: fullPath, fullPath, query: {}, meta: {} }, decision },
});
const roleTab: TabEntry = { fullPath: '/setting/role', name: 'Role', title: 'Roles', query: {}, ignoreCache: false };
/** A console that declares no public page besides login, unless told. */
const showsAtOnceOf = (env: Omit<ShowsAtOnceEnv, 'publicRoutes'>, publicRoutes = KIT_PUBLIC_ROUTES) =>
  createShowsAtOnce({ ...env, publicRoutes: () => publicRoutes });

describe('createShowsAtOnce', () => {
  it('shows public pages without deciding, never "/"', () => {
    const decisionFor = vi.fn(() => taken('x', '/x'));
    const showsAtOnce = showsAtOnceOf({ decisionFor, openTabs: () => [] });
    expect(showsAtOnce(at('/login'))).toBe(true);
    expect(showsAtOnce(at('/'))).toBe(false);
    expect(decisionFor).not.toHaveBeenCalled();
  });

  it("shows the console's declared public pages without deciding; an undeclared one is decided like any page", () => {
    const decisionFor = vi.fn(() => taken('notFound', '/mslogin', { kind: 'redirect', to: { name: 'login' } }));
    expect(showsAtOnceOf({ decisionFor, openTabs: () => [] }, publicRoutesOf(['signup']))(at('/signup'))).toBe(true);
    expect(decisionFor).not.toHaveBeenCalled();
    expect(showsAtOnceOf({ decisionFor, openTabs: () => [] }, publicRoutesOf(['signup']))(at('/mslogin'))).toBe(false);
    expect(decisionFor).toHaveBeenCalledOnce();
  });

  it('shows an allowed page whose tab is open, or a page that is never a tab', () => {
    const showsAtOnce = showsAtOnceOf({
      decisionFor: (l) => taken(l.pathname === '/nope' ? 'notFound' : 'Role', l.pathname),
      openTabs: () => [roleTab],
    });
    expect(showsAtOnce(at('/setting/role'))).toBe(true);
    expect(showsAtOnce(at('/nope'))).toBe(true);
  });

  it('waits for a new tab, a redirect or a decision still to be finished', () => {
    const pending: NavigationDecision = { settled: false, finish: () => new Promise(() => undefined) };
    expect(showsAtOnceOf({ decisionFor: () => taken('Role', '/setting/role'), openTabs: () => [] })(at('/setting/role'))).toBe(false);
    expect(
      showsAtOnceOf({
        decisionFor: () => taken('Role', '/setting/role', { kind: 'redirect', to: { name: 'login' } }),
        openTabs: () => [roleTab],
      })(at('/setting/role')),
    ).toBe(false);
    expect(showsAtOnceOf({ decisionFor: () => pending, openTabs: () => [roleTab] })(at('/setting/role'))).toBe(false);
  });
});
