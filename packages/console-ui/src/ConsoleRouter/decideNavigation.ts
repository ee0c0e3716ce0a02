import { decideAccess, decideAtOnce, decideLogin, defaultTranslate, guardContext, userInfoGuard } from '@backoffice/console-core';
import type { GuardContext, GuardDecision, GuardDeps, RouteTarget } from '@backoffice/console-core';

/**
 * One extra rule of the guard, e.g. "everyone goes to /maintenance while the flag is on". It runs in the one
 * decision of every navigation, after sign-in and user info are settled and the server menu is loaded, before
 * the access rule; answer a decision to end there, or undefined to pass on. Answer synchronously when you can
 * (a page it allows then shows in the same render, e.g. on a tab switch); a promise makes the navigation wait
 * for it with the progress bar. A step reads, it changes nothing: it may run while React renders.
 *
 * @example
 * const maintenance: ConsoleGuardStep = (ctx) =>
 *   flags.maintenance && ctx.target.path !== '/maintenance' ? { kind: 'redirect', to: { name: 'Maintenance', path: '/maintenance' } } : undefined;
 */
export type ConsoleGuardStep = (ctx: GuardContext, deps: GuardDeps) => GuardDecision | undefined | Promise<GuardDecision | undefined>;

/**
 * A navigation's decision and the route it is about (the route the loaded menu names, when it was loaded).
 *
 * @example
 * if (outcome.decision.kind === 'allow') tabs.getState().open(routeToTab(outcome.target));
 */
export interface NavigationOutcome {
  target: RouteTarget;
  decision: GuardDecision;
}

/**
 * Taken at once (nothing to load, every step answered synchronously), or to be finished by `finish()` (the
 * same promise however often it is called: the loading starts once).
 *
 * @example
 * const outcome = decision.settled ? decision.outcome : await decision.finish();
 */
export type NavigationDecision = { settled: true; outcome: NavigationOutcome } | { settled: false; finish(): Promise<NavigationOutcome> };

/**
 * What a decision reads: core's guard deps, the route index as it is now, the console's extra steps.
 *
 * @example
 * const env: NavigationEnv = { deps, resolve: (p, s) => freshIndex().resolveTarget(p, s), steps: [] };
 */
export interface NavigationEnv {
  deps: GuardDeps;
  resolve(pathname: string, search: string): RouteTarget;
  steps: readonly ConsoleGuardStep[];
}

const settled = (target: RouteTarget, decision: GuardDecision): NavigationDecision => ({ settled: true, outcome: { target, decision } });

function later(run: () => Promise<NavigationOutcome>): NavigationDecision {
  let running: Promise<NavigationOutcome> | undefined;
  return { settled: false, finish: () => (running ??= run()) };
}

/** The outcome of a decision, waiting for it when it is not taken yet. */
export function finishDecision(decision: NavigationDecision): Promise<NavigationOutcome> {
  return decision.settled ? Promise.resolve(decision.outcome) : decision.finish();
}

/** Loads the server menu; a failure shows the menu notice (the page then decides without it). */
async function loadServerMenu(deps: GuardDeps): Promise<void> {
  try {
    await deps.fetchServerMenu();
  } catch {
    deps.notifier?.notice({ type: 'error', content: (deps.translate ?? defaultTranslate)('menu.fetch.failed'), closable: true });
  }
}

/** The console's steps from `from` on, then the access rule, on the route as it is now. */
function decideOnRoute(target: RouteTarget, env: NavigationEnv, from = 0): NavigationDecision {
  for (let i = from; i < env.steps.length; i++) {
    const answer = env.steps[i]!(guardContext(target, env.deps), env.deps);
    if (answer instanceof Promise) {
      return later(async () => {
        const decision = await answer;
        return decision ? { target, decision } : finishDecision(decideOnRoute(target, env, i + 1));
      });
    }
    if (answer) return settled(target, answer);
  }
  return settled(target, decideAccess(guardContext(target, env.deps)));
}

/** After user info: loads the server menu when the access rule needs it, then decides on the route it names. */
function afterUserInfo(pathname: string, search: string, env: NavigationEnv): NavigationDecision {
  // With sign-in and user info settled, core's decideAtOnce answers undefined exactly when the menu is missing.
  const target = env.resolve(pathname, search);
  if (decideAtOnce(guardContext(target, env.deps)) !== undefined) return decideOnRoute(target, env);
  return later(async () => {
    await loadServerMenu(env.deps);
    // The loaded menu may name the page the URL is (before it, an unknown path): decide on that route.
    return finishDecision(decideOnRoute(env.resolve(pathname, search), env));
  });
}

/**
 * The one guard decision of a navigation, read by everything that needs it (whether the page shows at once,
 * the redirect, the tab it opens). Core's rules in core's order: sign-in (a visitor goes to login), user info
 * (loaded for a stored token), the server menu (loaded when absent), the console's own steps, access. Nothing
 * is loaded until `finish()` is called, so the decision can be asked for while React renders.
 *
 * @example
 * const decision = decideNavigation('/setting/role', '', env);
 * if (decision.settled && decision.outcome.decision.kind === 'allow') showAtOnce();
 */
export function decideNavigation(pathname: string, search: string, env: NavigationEnv): NavigationDecision {
  const first = env.resolve(pathname, search);
  const ctx = guardContext(first, env.deps);
  const login = decideLogin(ctx);
  if (login?.kind === 'redirect') return settled(first, login);
  if (!ctx.session.token || ctx.session.role) return afterUserInfo(pathname, search, env);
  return later(async () => {
    const failed = await userInfoGuard(ctx, env.deps);
    return failed ? { target: first, decision: failed } : finishDecision(afterUserInfo(pathname, search, env));
  });
}
