import type { MenuNode } from '../menu/types';
import type { Notifier } from '../notifier/types';
import type { RouteRecord, RouteTarget } from '../routing/types';

/**
 * The guard engine works on plain data: the decision functions read a `GuardContext` snapshot and answer
 * a `GuardDecision`; only the pipeline performs effects (load user info, log out, fetch the menu)
 * through `GuardDeps`. That keeps each rule testable without a router.
 */

/**
 * Where to send the user instead (router-neutral).
 * @example
 * const to: GuardLocation = { name: 'login', query: { redirect: 'Role' } };
 */
export interface GuardLocation {
  name: string;
  path?: string;
  query?: Record<string, string>;
}

/**
 * What a guard answers: go on, or go elsewhere.
 * @example
 * if (decision.kind === 'redirect') navigate({ pathname: paths[decision.to.name], search: new URLSearchParams(decision.to.query).toString() });
 */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: GuardLocation };

/**
 * What a guard sees of the session.
 * @example
 * const session: GuardSession = { token: getToken(storage), role: store.getState().userInfo.role };
 */
export interface GuardSession {
  token: string | null;
  role: string;
}

/**
 * What a guard sees of the settings.
 * @example
 * const settings: GuardSettings = { menuFromServer: true, serverMenu: [] };
 */
export interface GuardSettings {
  menuFromServer: boolean;
  serverMenu: MenuNode[];
}

/**
 * A snapshot of everything a decision depends on.
 * @example
 * const decision = decideAccess(guardContext(target, deps));
 */
export interface GuardContext {
  target: RouteTarget;
  session: GuardSession;
  settings: GuardSettings;
  /** Routes that always exist (login, notFound, redirect, ...). */
  staticRoutes: RouteRecord[];
  /** The app's routes (local-menu mode and first-permitted-route search). */
  appRoutes: RouteRecord[];
  /** Route names that need no sign-in; default ['login']. A console adds its own public pages (e.g. a sign-up page). */
  whiteList: string[];
  /** Where denied users go; default { name: 'notFound' }. */
  fallback: GuardLocation;
  /** The sign-in route name; default 'login'. */
  loginName: string;
  /**
   * Path patterns of every page the console has, whether or not this user's menu lists it (`:param` segments
   * allowed): such a path missing from the user's menu is refused with `forbidden`, not the fallback. Default none.
   */
  knownPages?: readonly string[];
  /** Where a user goes who may not open a page the console has (403); default the fallback. */
  forbidden?: GuardLocation;
}

/**
 * What the pipeline reads and the effects it may run.
 * @example
 * const guard = createGuardPipeline(deps satisfies GuardDeps);
 */
export interface GuardDeps {
  getSession(): GuardSession;
  loadUserInfo(): Promise<unknown>;
  logout(): Promise<void>;
  fetchServerMenu(): Promise<void>;
  getSettings(): GuardSettings;
  staticRoutes: RouteRecord[];
  appRoutes: RouteRecord[];
  fallback?: GuardLocation;
  /** Route names that need no sign-in; default ['login']. */
  whiteList?: string[];
  loginName?: string;
  /** Path patterns of every page the console has, for telling "not yours" from "no such page" (see `GuardContext`). */
  knownPages?: readonly string[];
  /** Where a user goes who may not open a page the console has; default the fallback. */
  forbidden?: GuardLocation;
  /** Shows the menu-fetch notice when `fetchServerMenu` rejects. */
  notifier?: Notifier;
  translate?: (key: string) => string;
}

/**
 * One step of the pipeline: a decision ends the pipeline, `undefined` passes on to the next guard.
 * @example
 * const maintenance: Guard = async (ctx) => (ctx.target.name === 'Pay' ? { kind: 'redirect', to: { name: 'notFound' } } : undefined);
 * createGuardPipeline(deps, [loginGuard, userInfoGuard, maintenance, permissionGuard]);
 */
export type Guard = (ctx: GuardContext, deps: GuardDeps) => Promise<GuardDecision | undefined>;
