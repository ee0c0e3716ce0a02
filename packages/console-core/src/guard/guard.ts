import { defaultTranslate } from '../i18n/i18n';
import { routeTableOf } from '../menu/routeTable';
import { flattenRoutes, matchPath } from '../routing/routing';
import { firstPermittedRoute, isRouteAllowed } from './access';
import { forbiddenLocation, isWithheldPage } from './denial';
import type { Guard, GuardContext, GuardDecision, GuardDeps, GuardLocation } from './types';

const ALLOW: GuardDecision = { kind: 'allow' };

/**
 * The redirect kept for after sign-in: the route's name, or its path when no known route has that path yet
 * (signed out, the server menu that names the page is not loaded).
 */
function redirectTarget(ctx: GuardContext): string {
  const known = ctx.target.name && ctx.target.name !== ctx.fallback.name;
  return known ? ctx.target.name : ctx.target.path;
}

function toLogin(ctx: GuardContext): GuardDecision {
  return { kind: 'redirect', to: { name: ctx.loginName, query: { redirect: redirectTarget(ctx), ...ctx.target.query } } };
}

function redirect(to: GuardLocation): GuardDecision {
  return { kind: 'redirect', to };
}

/**
 * Rule 1 (pure): an unauthenticated visitor goes to login with `{ redirect: <route name>, ...query }`
 * (the path instead of the name when no loaded route has that path, e.g. a server-menu page), except on white-listed routes (`whiteList`: login by default, plus a console's own public pages). Answers undefined to pass on.
 * @example
 * decideLogin(ctx); // { kind: 'redirect', to: { name: 'login', query: { redirect: 'Role', page: '2' } } }
 */
export function decideLogin(ctx: GuardContext): GuardDecision | undefined {
  if (ctx.session.token) return undefined;
  return ctx.whiteList.includes(ctx.target.name) ? ALLOW : toLogin(ctx);
}

/**
 * Whether the target exists in the server menu routes, the static routes, the white list or is the
 * fallback (by route name, or by concrete path for parameterised routes).
 * @example
 * existsForServerMenu(ctx); // false when the server menu does not list the page
 */
export function existsForServerMenu(ctx: GuardContext): boolean {
  const { target } = ctx;
  if ([...ctx.whiteList, ctx.fallback.name].includes(target.name)) return true;
  const known = flattenRoutes(
    routeTableOf({ menuFromServer: true, serverMenu: ctx.settings.serverMenu, staticRoutes: ctx.staticRoutes }).allRoutes,
  );
  return known.some((route) => route.name === target.name || matchPath(route.path, target.path));
}

/**
 * Rule 3 (pure, after the server menu is present when needed): allow, or the first permitted route (local
 * menu), or a refusal (server menu): the `forbidden` page for a page the console has that the user may not
 * open (a route their role may not open, or a `knownPages` path their menu does not give them), the fallback
 * for anything else.
 * @example
 * decideAccess({ ...ctx, session: { token: 't', role: 'user' } }); // { kind: 'redirect', to: { name: 'notFound' } }
 * decideAccess({ ...ctx, knownPages: ['/admin/adminList'], forbidden: { name: 'forbidden' } }); // { kind: 'redirect', to: { name: 'forbidden' } }
 */
export function decideAccess(ctx: GuardContext): GuardDecision {
  const allowed = isRouteAllowed(ctx.target.meta, ctx.session.role);
  if (ctx.settings.menuFromServer) {
    if (!existsForServerMenu(ctx)) return redirect(ctx.fallback);
    return allowed && !isWithheldPage(ctx) ? ALLOW : redirect(forbiddenLocation(ctx));
  }
  if (allowed) return ALLOW;
  const first = firstPermittedRoute(ctx.appRoutes, ctx.session.role || 'admin');
  return redirect(first ? { name: first.name, path: first.path } : ctx.fallback);
}

/**
 * Rule 1 as a pipeline step.
 * @example
 * await loginGuard(ctx, deps); // undefined when signed in
 */
export const loginGuard: Guard = async (ctx) => {
  const decision = decideLogin(ctx);
  return decision?.kind === 'allow' ? undefined : decision;
};

/**
 * Rule 2: a signed-in user without a role has user info loaded; failure logs out and sends to login.
 * @example
 * await userInfoGuard(ctx, deps); // loads info, then undefined (pass on)
 */
export const userInfoGuard: Guard = async (ctx, deps) => {
  if (!ctx.session.token || ctx.session.role) return undefined;
  try {
    await deps.loadUserInfo();
    return undefined;
  } catch {
    await deps.logout();
    return ctx.whiteList.includes(ctx.target.name) ? ALLOW : toLogin(ctx);
  }
};

/**
 * Whether the target is the fallback page itself (at its own path), not a path that no loaded route
 * knows yet: before the server menu arrives a router names every server-menu page as the fallback.
 */
function isFallbackPage(ctx: GuardContext): boolean {
  if (ctx.target.name !== ctx.fallback.name) return false;
  const path = ctx.fallback.path ?? flattenRoutes(ctx.staticRoutes).find((route) => route.name === ctx.fallback.name)?.path;
  return path !== undefined && ctx.target.path === path;
}

/**
 * Whether the target can only be decided once the server menu is loaded: it is on and absent, and the
 * target is neither white-listed nor the fallback page (which shows without a menu, so a failed fetch
 * that redirects there is not asked again, nor its notice shown twice).
 */
function needsServerMenu(ctx: GuardContext): boolean {
  if (!ctx.settings.menuFromServer || ctx.settings.serverMenu.length > 0) return false;
  return !ctx.whiteList.includes(ctx.target.name) && !isFallbackPage(ctx);
}

/**
 * Rule 3: fetches the server menu when it is on and absent (a failure shows the menu notice), then decides.
 * @example
 * await permissionGuard(ctx, deps); // { kind: 'allow' } or a redirect
 */
export const permissionGuard: Guard = async (ctx, deps) => {
  if (needsServerMenu(ctx)) {
    try {
      await deps.fetchServerMenu();
    } catch {
      const translate = deps.translate ?? defaultTranslate;
      deps.notifier?.notice({ type: 'error', content: translate('menu.fetch.failed'), closable: true });
    }
  }
  return decideAccess({ ...ctx, settings: deps.getSettings() });
};

/**
 * The default pipeline's decision when it can be made without the server (rules 1-3 on the snapshot), or
 * undefined when a guard would first load something: user info for a signed-in user without a role, or
 * the server menu while it is absent. Lets a router show an allowed page in the same render as the
 * navigation (no promise round, no intermediate frame), e.g. right after signing in or on a tab switch.
 * @example
 * const now = decideAtOnce(guardContext(target, deps)); // { kind: 'allow' } | redirect | undefined
 * if (!now) await pipeline(target);
 */
export function decideAtOnce(ctx: GuardContext): GuardDecision | undefined {
  const login = decideLogin(ctx);
  if (login?.kind === 'redirect') return login;
  if (ctx.session.token && !ctx.session.role) return undefined;
  return needsServerMenu(ctx) ? undefined : decideAccess(ctx);
}

/**
 * Builds the context snapshot the guards read (fresh session and settings each time).
 * @example
 * const ctx = guardContext(target, deps);
 */
export function guardContext(target: GuardContext['target'], deps: GuardDeps): GuardContext {
  const fallback = deps.fallback ?? { name: 'notFound' };
  return {
    target,
    session: deps.getSession(),
    settings: deps.getSettings(),
    staticRoutes: deps.staticRoutes,
    appRoutes: deps.appRoutes,
    whiteList: deps.whiteList ?? ['login'],
    fallback,
    loginName: deps.loginName ?? 'login',
    knownPages: deps.knownPages ?? [],
    forbidden: deps.forbidden ?? fallback,
  };
}

/**
 * Composes the guards in order (login guard, user-info guard, permission guard) into one decision
 * function for the router integration to call before every navigation.
 * @example
 * const guard = createGuardPipeline({
 *   getSession: () => ({ token: session.getState().token, role: session.getState().userInfo.role }),
 *   loadUserInfo: () => session.getState().loadInfo(),
 *   logout: () => session.getState().logout(),
 *   getSettings: () => settings.getState(),
 *   fetchServerMenu: () => settings.getState().loadServerMenu(),
 *   staticRoutes, appRoutes, notifier,
 * });
 * const decision = await guard(target); // { kind: 'allow' } | { kind: 'redirect', to }
 */
export function createGuardPipeline(deps: GuardDeps, guards: Guard[] = [loginGuard, userInfoGuard, permissionGuard]) {
  return async (target: GuardContext['target']): Promise<GuardDecision> => {
    for (const guard of guards) {
      const decision = await guard(guardContext(target, deps), deps);
      if (decision) return decision;
    }
    return ALLOW;
  };
}
