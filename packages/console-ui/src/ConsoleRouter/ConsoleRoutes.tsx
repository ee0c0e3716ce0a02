import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { createGuardPipeline, menuTreeToRoutes, routeToTab } from '@backoffice/console-core';
import type { RouteTarget } from '@backoffice/console-core';
import type { ConsoleLayoutProps } from '../ConsoleLayout/ConsoleLayout';
import { useConsole } from '../hooks/useConsole';
import { ConsoleRouterContext } from './ConsoleRouterContext';
import { progress } from './progress';
import { NON_TAB_NAMES, PUBLIC_ROUTE_NAMES } from './systemRoutes';
import { createRouteIndex, useConsoleRouter, withQuery, type ConsoleRouterOptions } from './useConsoleRouter';

// Loaded on demand: a visitor on the login page downloads neither the layout nor the 404 illustration.
const loadConsoleShell = () => import('./ConsoleShell');
const ConsoleShell = lazy(loadConsoleShell);

/**
 * Starts loading the signed-in layout (menus, tab bar, settings drawer) ahead of time, e.g. while the login
 * page is idle, so signing in does not wait for it.
 *
 * @example
 * requestIdleCallback(() => void preloadConsoleShell());
 */
export async function preloadConsoleShell(): Promise<void> {
  await loadConsoleShell();
}
const NotFoundPage = lazy(() => import('../NotFoundPage/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

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
  const [committed, setCommitted] = useState<Location | null>(null);
  const modelRef = useRef(model);
  modelRef.current = model;
  const appRoutesRef = useRef(options.appRoutes ?? []);
  appRoutesRef.current = options.appRoutes ?? [];
  const seq = useRef(0);

  const { pipeline, freshIndex } = useMemo(() => {
    const { session, settings, notifier, i18n } = bundle;
    const freshIndex = () => {
      const s = settings.getState();
      const m = modelRef.current;
      const server = s.menuFromServer ? menuTreeToRoutes(s.serverMenu) : [];
      return createRouteIndex([...m.guardStaticRoutes, ...appRoutesRef.current, ...server]);
    };
    const pipeline = createGuardPipeline({
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
    });
    return { pipeline, freshIndex };
  }, [bundle]);

  useEffect(() => {
    const id = ++seq.current;
    if (location.pathname === '/') {
      navigate('/login', { replace: true });
      return;
    }
    const run = async () => {
      let target: RouteTarget = freshIndex().resolveTarget(location.pathname, location.search);
      let decision = await pipeline(target);
      // The server menu may have arrived during the guard: decide again on the real route.
      const again = freshIndex().resolveTarget(location.pathname, location.search);
      if (decision.kind === 'allow' && again.name !== target.name) {
        target = again;
        decision = await pipeline(target);
      }
      if (id !== seq.current) return;
      if (decision.kind === 'allow') {
        setCommitted(location);
        if (!NON_TAB_NAMES.includes(target.name)) bundle.tabs.getState().open(routeToTab(target));
        bundle.routes.emit(target);
        return;
      }
      const { to } = decision;
      const path = to.path ? withQuery(to.path, to.query) : (freshIndex().pathOfName(to.name, to.query) ?? '/notFound');
      navigate(path, { replace: true });
    };
    progress.start();
    run()
      .catch((error: unknown) => {
        console.error('[console-ui] navigation guard failed', error);
        if (id === seq.current) setCommitted(location);
      })
      .finally(() => {
        if (id === seq.current) progress.done();
      });
  }, [location, pipeline, freshIndex, bundle, navigate]);

  if (!committed) return null;
  const publicName = PUBLIC_ROUTE_NAMES.find((name) => committed.pathname === `/${name}`);
  return (
    <ConsoleRouterContext.Provider value={{ ...model, location: committed }}>
      {publicName ? (
        (publicPages?.[publicName] ?? null)
      ) : (
        <Suspense fallback={null}>
          <ConsoleShell {...layout} />
        </Suspense>
      )}
    </ConsoleRouterContext.Provider>
  );
}
