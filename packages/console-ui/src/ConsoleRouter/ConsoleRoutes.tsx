import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { createGuardPipeline, decideAtOnce, findRouteByPath, guardContext, menuTreeToRoutes, routeToTab } from '@backoffice/console-core';
import type { GuardDeps, RouteRecord, RouteTarget } from '@backoffice/console-core';
import type { ConsoleLayoutProps } from '../ConsoleLayout/ConsoleLayout';
import { useConsole } from '../hooks/useConsole';
import { useSettings } from '../hooks/useSettings';
import { isPreloadable, lazyWithPreload } from '../lazyWithPreload/lazyWithPreload';
import { ConsoleRouterContext, LatestConsoleRouterContext, type ConsoleRouterState } from './ConsoleRouterContext';
import { progress } from './progress';
import { NON_TAB_NAMES, PUBLIC_ROUTE_NAMES } from './systemRoutes';
import { createRouteIndex, useConsoleRouter, withQuery, type ConsoleRouterOptions } from './useConsoleRouter';

// Loaded on demand: a visitor on the login page downloads neither the layout nor the 404 illustration.
// Once preloaded, the layout renders at once (no Suspense fallback, so no wait after signing in).
const ConsoleShell = lazyWithPreload(() => import('./ConsoleShell'));

/**
 * Starts loading the signed-in layout (menus, tab bar, settings drawer) ahead of time, e.g. while the login
 * page is idle, so signing in does not wait for it.
 *
 * @example
 * requestIdleCallback(() => void preloadConsoleShell());
 */
export async function preloadConsoleShell(): Promise<void> {
  await ConsoleShell.preload();
}
const NotFoundPage = lazyWithPreload(() => import('../NotFoundPage/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

const NO_ROUTES: RouteRecord[] = [];

/** The public page's name of a path (login, mslogin, bindingUser), rendered outside the layout. */
function publicNameOf(pathname: string) {
  return PUBLIC_ROUTE_NAMES.find((name) => pathname === `/${name}`);
}

/**
 * Props of {@link ConsoleRoutes}.
 *
 * @example
 * <ConsoleRoutes resolvePage={resolvePage} publicPages={{ login: <LoginPage /> }} layout={{ title: 'Console' }} />
 */
export interface ConsoleRoutesProps extends ConsoleRouterOptions {
  /** Pages rendered outside the layout. */
  publicPages?: { login?: ReactNode; mslogin?: ReactNode; bindingUser?: ReactNode };
  /** Props of the layout (logo, title, footer, ...). */
  layout?: Omit<ConsoleLayoutProps, 'children'>;
}

/**
 * The console's routes under a declarative `<BrowserRouter>`: '/' goes to login; public pages (login, mslogin,
 * bindingUser) render outside the layout; every other URL renders inside `ConsoleLayout` with cached tabs
 * (the layout stays outside any `<Routes>`; each tab resolves its own frozen location). Core's guard pipeline runs on every navigation with the
 * progress bar; the page shows once the guard allows it (redirects replace the URL).
 *
 * @example
 * <BrowserRouter>
 *   <ConsoleProvider console={bundle}>
 *     <ConsoleRoutes resolvePage={resolvePage} publicPages={{ login: <LoginPage /> }} />
 *   </ConsoleProvider>
 * </BrowserRouter>
 */
export function ConsoleRoutes({ publicPages, layout, ...options }: ConsoleRoutesProps) {
  const bundle = useConsole();
  const notFound = useMemo(
    () =>
      options.notFound ?? (
        <Suspense fallback={null}>
          <NotFoundPage />
        </Suspense>
      ),
    [options.notFound],
  );
  const model = useConsoleRouter({ ...options, notFound });
  const location = useLocation();
  const navigate = useNavigate();
  const modelRef = useRef(model);
  modelRef.current = model;
  // What the model was built from: while the store still holds it, the model's index is the fresh one.
  const modelSources = [useSettings((s) => s.menuFromServer), useSettings((s) => s.serverMenu)];
  const modelSourcesRef = useRef(modelSources);
  modelSourcesRef.current = modelSources;
  const appRoutesRef = useRef(options.appRoutes ?? NO_ROUTES);
  appRoutesRef.current = options.appRoutes ?? NO_ROUTES;
  const resolvePageRef = useRef(options.resolvePage);
  resolvePageRef.current = options.resolvePage;
  const ownNotFound = options.notFound === undefined;
  const seq = useRef(0);

  const { pipeline, freshIndex, allowsAtOnce, loadCodeOf } = useMemo(() => {
    const { session, settings, notifier, i18n, tabs } = bundle;
    // The index of the routes as they are now (asked for on every render and navigation): the model's while
    // the store still holds the menu it was built from, else one built once per change of its sources (a
    // menu that arrived during a guard run, before the next render).
    let cached: { sources: unknown[]; index: ReturnType<typeof createRouteIndex> } | undefined;
    const freshIndex = () => {
      const s = settings.getState();
      const [menuFromServer, serverMenu] = modelSourcesRef.current;
      if (s.menuFromServer === menuFromServer && s.serverMenu === serverMenu) return modelRef.current;
      const sources = [s.menuFromServer, s.serverMenu, modelRef.current.guardStaticRoutes, appRoutesRef.current];
      if (cached?.sources.every((source, i) => source === sources[i])) return cached.index;
      const server = s.menuFromServer ? menuTreeToRoutes(s.serverMenu) : [];
      const index = createRouteIndex([...modelRef.current.guardStaticRoutes, ...appRoutesRef.current, ...server]);
      cached = { sources, index };
      return index;
    };
    const deps: GuardDeps = {
      getSession: () => ({ token: session.getState().token, role: session.getState().userInfo.role }),
      loadUserInfo: () => session.getState().loadInfo(),
      logout: () => session.getState().logout(),
      fetchServerMenu: () => settings.getState().loadServerMenu(),
      getSettings: () => settings.getState(),
      get staticRoutes() {
        return modelRef.current.guardStaticRoutes;
      },
      get appRoutes() {
        return appRoutesRef.current;
      },
      notifier,
      translate: (key) => i18n.t(key),
    };
    // Whether a location can show in the render that sees it, before the guard's effect: a public page
    // (the guard lets everyone see it, whatever its loading of user info for a stored token finds), or a
    // page the guard allows without asking the server whose tab, if it is one, is open already (a new tab
    // opens with the effect's commit, so that the page does not mount twice).
    const allowsAtOnce = (at: Location): boolean => {
      if (publicNameOf(at.pathname)) return true;
      if (at.pathname === '/') return false;
      const target = freshIndex().resolveTarget(at.pathname, at.search);
      if (decideAtOnce(guardContext(target, deps))?.kind !== 'allow') return false;
      return NON_TAB_NAMES.includes(target.name) || tabs.getState().tabs.some((tab) => tab.fullPath === target.fullPath);
    };
    // The code an allowed location shows, when it loads on demand: the layout and the page (or the 404 page).
    // Committing once it is there renders the page at once: no empty content area, no Suspense fallback
    // and React's wait before revealing it, whether or not navigations are transitions.
    const loadCodeOf = async (at: Location, target: RouteTarget): Promise<void> => {
      if (publicNameOf(at.pathname)) return;
      const record = findRouteByPath(freshIndex().allRoutes, at.pathname);
      const page = record?.component ? resolvePageRef.current(record.component) : undefined;
      const loads: Promise<unknown>[] = [preloadConsoleShell()];
      if (isPreloadable(page)) loads.push(page.preload());
      if (target.name === 'notFound' && ownNotFound) loads.push(NotFoundPage.preload());
      await Promise.all(loads.map((load) => load.catch(() => undefined)));
    };
    return { pipeline: createGuardPipeline(deps), freshIndex, allowsAtOnce, loadCodeOf };
  }, [bundle, ownNotFound]);

  // What the guard allowed last. A location it can allow at once shows in this very render (right after
  // signing in, on a tab switch, the login page on first load): no round of promises, no intermediate frame.
  const [committed, setCommitted] = useState<Location | null>(() => (allowsAtOnce(location) ? location : null));
  if (committed !== location && allowsAtOnce(location)) setCommitted(location);
  const committedRef = useRef(committed);
  committedRef.current = committed;
  // The location this component last rendered: a guard run for an older one never commits it.
  const latestRef = useRef(location);
  latestRef.current = location;

  useEffect(() => {
    const id = ++seq.current;
    if (location.pathname === '/') {
      navigate('/login', { replace: true });
      return;
    }
    // A signed-in page needs the layout: load it while the guard works (a reload asks the server for user
    // info and the menu first).
    if (!publicNameOf(location.pathname)) void preloadConsoleShell().catch(() => undefined);
    // Shown already (allowed at once): the guard still runs, for its effects, without the progress bar.
    const shown = committedRef.current === location;
    const run = async () => {
      let target: RouteTarget = freshIndex().resolveTarget(location.pathname, location.search);
      let decision = await pipeline(target);
      // The server menu may have arrived during the guard: decide again on the real route.
      const again = freshIndex().resolveTarget(location.pathname, location.search);
      if (decision.kind === 'allow' && again.name !== target.name) {
        target = again;
        decision = await pipeline(target);
      }
      const stale = () => id !== seq.current || latestRef.current !== location;
      if (stale()) return;
      if (decision.kind === 'allow') {
        if (!shown) await loadCodeOf(location, target);
        if (stale()) return;
        setCommitted(location);
        if (!NON_TAB_NAMES.includes(target.name)) bundle.tabs.getState().open(routeToTab(target));
        bundle.routeListener.emit(target);
        return;
      }
      const { to } = decision;
      const path = to.path ? withQuery(to.path, to.query) : (freshIndex().pathOfName(to.name, to.query) ?? '/notFound');
      navigate(path, { replace: true });
    };
    if (shown) progress.done();
    else progress.start();
    run()
      .catch((error: unknown) => {
        console.error('[console-ui] navigation guard failed', error);
        if (id === seq.current) setCommitted(location);
      })
      .finally(() => {
        if (id === seq.current) progress.done();
      });
  }, [location, pipeline, freshIndex, loadCodeOf, bundle, navigate]);

  const state = useMemo(() => (committed ? { ...model, location: committed } : null), [model, committed]);
  const latestState = useRef<ConsoleRouterState | null>(state);
  latestState.current = state;

  if (!state) return null;
  const publicName = publicNameOf(state.location.pathname);
  return (
    <LatestConsoleRouterContext.Provider value={latestState}>
      <ConsoleRouterContext.Provider value={state}>
        {publicName ? (
          (publicPages?.[publicName] ?? null)
        ) : (
          <Suspense fallback={null}>
            <ConsoleShell {...layout} />
          </Suspense>
        )}
      </ConsoleRouterContext.Provider>
    </LatestConsoleRouterContext.Provider>
  );
}
