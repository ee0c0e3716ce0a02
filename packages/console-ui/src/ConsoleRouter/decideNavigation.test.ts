import type { GuardDeps, GuardSettings, MenuNode } from '@backoffice/console-core';
import { decideNavigation, finishDecision, type ConsoleGuardStep, type NavigationEnv } from './decideNavigation';
import { routeIndexOf } from './routeIndex';
import { SYSTEM_ROUTES } from './systemRoutes';

const MENU: MenuNode[] = [
  {
    path: 'setting',
    name: 'setting',
    title: 'menu.setting',
    children: [{ path: 'role', name: 'Role', title: 'menu.setting.role', component: 'setting/role' }],
  },
];

/** A guard environment over plain state; `calls` records what the guard loaded. */
function envOf(
  state: { token?: string | null; role?: string; serverMenu?: MenuNode[]; menuFails?: boolean },
  steps: ConsoleGuardStep[] = [],
) {
  const calls: string[] = [];
  let role = state.role ?? '';
  let settings: GuardSettings = { menuFromServer: true, serverMenu: state.serverMenu ?? [] };
  const deps: GuardDeps = {
    getSession: () => ({ token: state.token ?? null, role }),
    loadUserInfo: async () => {
      calls.push('userInfo');
      role = 'admin';
    },
    logout: async () => {
      calls.push('logout');
    },
    fetchServerMenu: async () => {
      calls.push('menu');
      if (state.menuFails) throw new Error('down');
      settings = { ...settings, serverMenu: MENU };
    },
    getSettings: () => settings,
    staticRoutes: SYSTEM_ROUTES,
    appRoutes: [],
    notifier: { toast: () => undefined, notice: (n) => calls.push(`notice:${n.content}`), confirm: () => undefined },
  };
  const env: NavigationEnv = {
    deps,
    resolve: (p, s) => routeIndexOf({ ...settings, staticRoutes: SYSTEM_ROUTES }).resolveTarget(p, s),
    steps,
  };
  return { env, calls };
}

describe('decideNavigation', () => {
  it('with user info and menu present, decides at once and runs each step once', () => {
    const step = vi.fn<ConsoleGuardStep>(() => undefined);
    const { env, calls } = envOf({ token: 't', role: 'admin', serverMenu: MENU }, [step]);
    const decision = decideNavigation('/setting/role', '?page=2', env);
    expect(decision).toMatchObject({
      settled: true,
      outcome: { target: { name: 'Role', fullPath: '/setting/role?page=2' }, decision: { kind: 'allow' } },
    });
    expect(step).toHaveBeenCalledOnce();
    expect(calls).toEqual([]);
  });

  it('sends a visitor to login with the page to come back to, before any step', () => {
    const step = vi.fn<ConsoleGuardStep>(() => undefined);
    const decision = decideNavigation('/setting/role', '', envOf({}, [step]).env);
    expect(decision).toMatchObject({
      settled: true,
      outcome: { decision: { kind: 'redirect', to: { name: 'login', query: { redirect: '/setting/role' } } } },
    });
    expect(step).not.toHaveBeenCalled();
  });

  it('on a reload loads nothing until finished, then user info, then the menu, and decides on the route it names', async () => {
    const step = vi.fn<ConsoleGuardStep>(() => undefined);
    const { env, calls } = envOf({ token: 't' }, [step]);
    const decision = decideNavigation('/setting/role', '', env);
    expect(decision.settled).toBe(false);
    expect(calls).toEqual([]);
    const outcome = await finishDecision(decision);
    expect(await finishDecision(decision)).toBe(outcome);
    expect(outcome).toMatchObject({ target: { name: 'Role' }, decision: { kind: 'allow' } });
    expect(calls).toEqual(['userInfo', 'menu']);
    expect(step).toHaveBeenCalledOnce();
    expect(step.mock.calls[0]?.[0].target.name).toBe('Role');
  });

  it('a failed menu shows its notice and the page stays unknown (the not-found page shows)', async () => {
    const { env, calls } = envOf({ token: 't', role: 'admin', menuFails: true });
    const outcome = await finishDecision(decideNavigation('/setting/role', '', env));
    expect(outcome).toMatchObject({ target: { name: 'notFound' }, decision: { kind: 'allow' } });
    expect(calls).toEqual(['menu', 'notice:failed to get menu, please check user roles and permissions']);
  });

  it("a step's redirect ends the decision; an asynchronous step makes it wait", async () => {
    const maintenance: ConsoleGuardStep = (ctx) =>
      ctx.target.path === '/maintenance' ? undefined : { kind: 'redirect', to: { name: 'Maintenance', path: '/maintenance' } };
    const { env } = envOf({ token: 't', role: 'admin', serverMenu: MENU }, [maintenance]);
    expect(decideNavigation('/setting/role', '', env)).toMatchObject({
      settled: true,
      outcome: { decision: { kind: 'redirect', to: { path: '/maintenance' } } },
    });
    const later = vi.fn<ConsoleGuardStep>(async () => undefined);
    const waiting = decideNavigation('/setting/role', '', envOf({ token: 't', role: 'admin', serverMenu: MENU }, [later, maintenance]).env);
    expect(waiting.settled).toBe(false);
    expect((await finishDecision(waiting)).decision).toMatchObject({ kind: 'redirect', to: { path: '/maintenance' } });
    expect(later).toHaveBeenCalledOnce();
  });
});
