import type { GuardDeps, GuardLocation, RouteRecord } from '@backoffice/console-core';
import type { ConsoleBundle } from '../createConsole/createConsole';

/**
 * The routes the guard reads, asked for when it runs: the routes a console is rendered with may change
 * between navigations.
 *
 * @example
 * const routes: GuardRoutes = { staticRoutes: () => model.guardStaticRoutes, appRoutes: () => appRoutes, publicNames: () => ['login'] };
 */
export interface GuardRoutes {
  staticRoutes(): RouteRecord[];
  appRoutes(): RouteRecord[];
  /** The route names that need no sign-in (the guard's white list): login and the console's public pages. */
  publicNames(): string[];
  /** The path of every page the console has, menu or not (a path the user's menu lacks is then forbidden). */
  knownPages?(): readonly string[];
  /** Where a user goes who may not open a page the console has; default the fallback. */
  forbidden?: GuardLocation;
}

/**
 * What core's guard reads and does, from a console bundle: the session and settings as they are at each step
 * (never a copy), user info and menu loading, the public pages as the white list, the menu-failure notice and
 * its translation.
 *
 * @example
 * const deps = createGuardDeps(bundle, { staticRoutes: () => SYSTEM_ROUTES, appRoutes: () => [], publicNames: () => ['login'] });
 */
export function createGuardDeps(bundle: Pick<ConsoleBundle, 'session' | 'settings' | 'notifier' | 'i18n'>, routes: GuardRoutes): GuardDeps {
  const { session, settings, notifier, i18n } = bundle;
  return {
    getSession: () => ({ token: session.getState().token, role: session.getState().userInfo.role }),
    loadUserInfo: () => session.getState().loadInfo(),
    logout: () => session.getState().logout(),
    fetchServerMenu: () => settings.getState().loadServerMenu(),
    getSettings: () => settings.getState(),
    get staticRoutes() {
      return routes.staticRoutes();
    },
    get appRoutes() {
      return routes.appRoutes();
    },
    get whiteList() {
      return routes.publicNames();
    },
    get knownPages() {
      return routes.knownPages?.() ?? [];
    },
    ...(routes.forbidden ? { forbidden: routes.forbidden } : {}),
    notifier,
    translate: (key) => i18n.t(key),
  };
}
