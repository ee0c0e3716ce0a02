import { Suspense, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import type { ConsoleLayoutProps } from '../ConsoleLayout/ConsoleLayout';
import { useConsole } from '../hooks/useConsole';
import { useSettings } from '../hooks/useSettings';
import { ConsoleRouterContext, LatestConsoleRouterContext, type ConsoleRouterState } from './ConsoleRouterContext';
import { passwordChangeStep } from './passwordChangeHold';
import { decideNavigation, type ConsoleGuardStep } from './decideNavigation';
import { createFreshRouteIndex, type RenderedIndex } from './freshRouteIndex';
import { createGuardDeps } from './guardDeps';
import { createNavigationDecisions } from './navigationDecisions';
import { ConsoleShell, createPageCodeLoader, ForbiddenPage, NotFoundPage } from './pageCode';
import { createShowsAtOnce } from './showsAtOnce';
import { publicRoutesOf } from './systemRoutes';
import { useConsoleRouter, type ConsoleRouterOptions } from './useConsoleRouter';
import { useGuardedLocation } from './useGuardedLocation';

export { preloadConsoleShell } from './pageCode';

const NO_STEPS: ConsoleGuardStep[] = [];

/** The console's own page for a kit route, or the kit's (loaded on demand). */
function useKitPage(own: ReactNode | undefined, KitPage: ComponentType): ReactNode {
  return useMemo(
    () =>
      own ?? (
        <Suspense fallback={null}>
          <KitPage />
        </Suspense>
      ),
    [own, KitPage],
  );
}
const NO_PAGES: readonly string[] = [];
/** Where the guard sends a user who may not open a page the console has. */
const FORBIDDEN = { name: 'forbidden' };

/**
 * Props of {@link ConsoleRoutes}.
 *
 * @example
 * <ConsoleRoutes resolvePage={resolvePage} publicPages={{ login: <LoginPage /> }} layout={{ title: 'Console' }} />
 * <ConsoleRoutes resolvePage={resolvePage} knownPages={['/setting/role', '/admin/adminList']} />
 */
export interface ConsoleRoutesProps extends Omit<ConsoleRouterOptions, 'publicPageNames'> {
  /**
   * Pages rendered outside the layout, by route name: each is served at `/<name>`, never a tab, needs no sign-in
   * and is titled `menu.<name>` (the console brings that string). `login` is the kit's own; add any other,
   * e.g. `{ login: <LoginPage />, signup: <SignupPage /> }`. A path the console does not declare (or declares
   * with `undefined`, e.g. a sign-in this deployment turns off) is not public.
   */
  publicPages?: Readonly<Record<string, ReactNode>>;
  /** Props of the layout (logo, title, footer, ...). */
  layout?: Omit<ConsoleLayoutProps, 'children'>;
  /**
   * A layout of your own in place of `ConsoleLayout`: it gets `layout`'s props and the cached-tab outlet as
   * `children` (add `<TabBar />` and `<MenuTree />` where you want them).
   */
  layoutComponent?: ComponentType<ConsoleLayoutProps>;
  /** Rules of your own, run in every navigation's one guard decision before the access rule (see {@link ConsoleGuardStep}). */
  guardSteps?: readonly ConsoleGuardStep[];
  /**
   * The path of every page the console has, whether or not a user's menu lists it (`:param` segments allowed),
   * e.g. one per page folder. A signed-in user who opens one their server menu does not give them sees the
   * 403 page (`forbidden`), not "Page Not Found"; a path not listed stays not found. Default none.
   */
  knownPages?: readonly string[];
}

/**
 * The console's routes under a declarative `<BrowserRouter>`: '/' goes to login; public pages (login and the
 * console's own `publicPages`) render outside the layout; every other URL renders inside `ConsoleLayout` (or `layoutComponent`)
 * with cached tabs (the layout stays outside any `<Routes>`; each tab resolves its own frozen location). Every
 * navigation takes one guard decision (core's rules plus `guardSteps`) with the progress bar; the page shows
 * once the guard allows it (redirects replace the URL).
 *
 * @example
 * <BrowserRouter>
 *   <ConsoleProvider console={bundle}>
 *     <ConsoleRoutes resolvePage={resolvePage} publicPages={{ login: <LoginPage /> }} />
 *   </ConsoleProvider>
 * </BrowserRouter>
 */
export function ConsoleRoutes({
  publicPages,
  layout,
  layoutComponent,
  guardSteps = NO_STEPS,
  knownPages = NO_PAGES,
  ...options
}: ConsoleRoutesProps) {
  const bundle = useConsole();
  const notFound = useKitPage(options.notFound, NotFoundPage);
  const forbidden = useKitPage(options.forbidden, ForbiddenPage);
  // By value: `publicPages` is usually a new object on every render.
  const publicKey = Object.entries(publicPages ?? {})
    .filter(([, page]) => page !== undefined)
    .map(([name]) => name)
    .join('\n');
  const publicRoutes = useMemo(() => publicRoutesOf(publicKey ? publicKey.split('\n') : []), [publicKey]);
  const model = useConsoleRouter({ ...options, notFound, forbidden, publicPageNames: publicRoutes.names });
  // What the model was built from, for the guard's index of the routes as they are now.
  const menuFromServer = useSettings((s) => s.menuFromServer);
  const serverMenu = useSettings((s) => s.serverMenu);
  const rendered = useRef<RenderedIndex | null>(null);
  rendered.current = {
    index: model,
    builtFrom: { menuFromServer, serverMenu },
    staticRoutes: model.guardStaticRoutes,
    appRoutes: options.appRoutes ?? [],
  };
  // The kit's own step first: a user who must change a one-time password is held on the change form.
  const steps = useMemo(
    () => (bundle.changePasswordPath ? [passwordChangeStep(bundle.session, bundle.changePasswordPath), ...guardSteps] : guardSteps),
    [bundle.changePasswordPath, bundle.session, guardSteps],
  );
  const live = useRef({ resolvePage: options.resolvePage, guardSteps: steps, publicRoutes, knownPages });
  live.current = { resolvePage: options.resolvePage, guardSteps: steps, publicRoutes, knownPages };
  const ownNotFound = options.notFound === undefined;
  const ownForbidden = options.forbidden === undefined;

  const env = useMemo(() => {
    const freshIndex = createFreshRouteIndex(
      () => rendered.current!,
      () => bundle.settings.getState(),
    );
    const publicRoutesNow = () => live.current.publicRoutes;
    const deps = createGuardDeps(bundle, {
      staticRoutes: () => rendered.current!.staticRoutes,
      appRoutes: () => rendered.current!.appRoutes,
      publicNames: () => publicRoutesNow().names,
      knownPages: () => live.current.knownPages,
      forbidden: FORBIDDEN,
    });
    const decisionFor = createNavigationDecisions((pathname, search) =>
      decideNavigation(pathname, search, { deps, resolve: (p, s) => freshIndex().resolveTarget(p, s), steps: live.current.guardSteps }),
    );
    return {
      decisionFor,
      showsAtOnce: createShowsAtOnce({ decisionFor, openTabs: () => bundle.tabs.getState().tabs, publicRoutes: publicRoutesNow }),
      loadCodeOf: createPageCodeLoader({
        freshIndex,
        resolvePage: () => live.current.resolvePage,
        ownNotFound,
        ownForbidden,
        publicRoutes: publicRoutesNow,
      }),
      publicRoutes: publicRoutesNow,
      pathOfName: (name: string, query?: Record<string, string>) => freshIndex().pathOfName(name, query),
    };
  }, [bundle, ownNotFound, ownForbidden]);
  const committed = useGuardedLocation(env);

  const state = useMemo(() => (committed ? { ...model, location: committed } : null), [model, committed]);
  const latestState = useRef<ConsoleRouterState | null>(state);
  latestState.current = state;

  if (!state) return null;
  const publicName = publicRoutes.nameOf(state.location.pathname);
  return (
    <LatestConsoleRouterContext.Provider value={latestState}>
      <ConsoleRouterContext.Provider value={state}>
        {publicName ? (
          (publicPages?.[publicName] ?? null)
        ) : (
          <Suspense fallback={null}>
            <ConsoleShell {...layout} layoutComponent={layoutComponent} />
          </Suspense>
        )}
      </ConsoleRouterContext.Provider>
    </LatestConsoleRouterContext.Provider>
  );
}
