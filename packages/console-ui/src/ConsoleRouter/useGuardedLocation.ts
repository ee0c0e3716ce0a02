import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { routeToTab, type RouteTarget } from '@backoffice/console-core';
import { useConsole } from '../hooks/useConsole';
import { finishDecision, type NavigationDecision } from './decideNavigation';
import { preloadConsoleShell } from './pageCode';
import { progress } from './progress';
import { withQuery } from './routeIndex';
import type { PublicRoutes } from './systemRoutes';

/**
 * What {@link useGuardedLocation} reads: the one decision of each navigation and what to do around it.
 *
 * @example
 * const env: GuardedLocationEnv = { decisionFor, showsAtOnce, loadCodeOf, pathOfName, publicRoutes: () => KIT_PUBLIC_ROUTES };
 */
export interface GuardedLocationEnv {
  decisionFor(location: Location): NavigationDecision;
  showsAtOnce(location: Location): boolean;
  loadCodeOf(location: Location, target: RouteTarget): Promise<void>;
  /** The path of a route name for a redirect that names no path. */
  pathOfName(name: string, query?: Record<string, string>): string | undefined;
  /** The console's public pages as they are now: no layout to load for them, never a tab. */
  publicRoutes(): PublicRoutes;
}

/**
 * The location the guard allowed last (null before the first one): what the console shows.
 *
 * Timing rules, and why:
 * - A location that shows at once is committed in the render that sees it (no intermediate frame).
 * - '/' goes to login at once, without the progress bar (nothing to decide).
 * - A signed-in page starts loading the layout while the guard works (a reload asks the server first).
 * - The progress bar runs only while the user waits: never for a page already shown, and it ends with the
 *   latest navigation only (an older one finishing must not hide the bar of the newer).
 * - An allowed page is committed once its code is there, then its tab opens and route listeners hear of it.
 * - A decision for a location the user has left is dropped: it never commits nor redirects.
 * - A redirect replaces the URL (the back button does not return to a refused page).
 * - A guard that throws shows the page anyway, logged: a broken rule must not leave a blank console.
 *
 * @example
 * const committed = useGuardedLocation(env);
 */
export function useGuardedLocation(env: GuardedLocationEnv): Location | null {
  const { tabs, routeListener } = useConsole();
  const location = useLocation();
  const navigate = useNavigate();
  const [committed, setCommitted] = useState<Location | null>(() => (env.showsAtOnce(location) ? location : null));
  if (committed !== location && env.showsAtOnce(location)) setCommitted(location);
  const committedRef = useRef(committed);
  committedRef.current = committed;
  // The location this component last rendered: a decision for an older one never commits it.
  const latestRef = useRef(location);
  latestRef.current = location;
  const envRef = useRef(env);
  envRef.current = env;
  const seq = useRef(0);

  useEffect(() => {
    const id = ++seq.current;
    const { decisionFor, loadCodeOf, pathOfName, publicRoutes } = envRef.current;
    if (location.pathname === '/') {
      navigate('/login', { replace: true });
      return;
    }
    if (!publicRoutes().nameOf(location.pathname)) void preloadConsoleShell().catch(() => undefined);
    const shown = committedRef.current === location;
    const stale = () => id !== seq.current || latestRef.current !== location;
    const run = async () => {
      const { target, decision } = await finishDecision(decisionFor(location));
      if (stale()) return;
      if (decision.kind === 'allow') {
        if (!shown) await loadCodeOf(location, target);
        if (stale()) return;
        setCommitted(location);
        if (!publicRoutes().nonTabNames.includes(target.name)) tabs.getState().open(routeToTab(target));
        routeListener.emit(target);
        return;
      }
      const { to } = decision;
      navigate(to.path ? withQuery(to.path, to.query) : (pathOfName(to.name, to.query) ?? '/notFound'), { replace: true });
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
  }, [location, navigate, tabs, routeListener]);

  return committed;
}
