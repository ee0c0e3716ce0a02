import { Suspense, useMemo, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { flattenRoutes, routeTableOf } from '@backoffice/console-core';
import type { RouteRecord } from '@backoffice/console-core';
import { useSettings } from '../hooks/useSettings';
import { RedirectPage } from './RedirectPage';
import { publicRoutesOf } from './systemRoutes';
import { lazyWithPreload } from '../lazyWithPreload/lazyWithPreload';
import { PageSkeleton } from '../PageSkeleton/PageSkeleton';
import { createRouteIndex, type RouteIndex } from './routeIndex';

/**
 * A page component: usually `React.lazy(() => import('./pages/...'))`.
 *
 * @example
 * const Role: PageComponent = lazy(() => import('./pages/setting/role'));
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageComponent = LazyExoticComponent<ComponentType<any>> | ComponentType<any>;

/**
 * Maps a route's `component` string (from the server menu or your routes) to a page.
 *
 * @example
 * const resolvePage: ResolvePage = (c) => pages[c];
 */
export type ResolvePage = (component: string) => PageComponent | undefined;

/**
 * Options of {@link useConsoleRouter}.
 *
 * @example
 * useConsoleRouter({ resolvePage, staticRoutes: [{ path: '/projectMgt/projectMyDetail', name: 'ProjectMyDetail', component: 'projectMgt/project', meta: { activeMenu: 'MyProjects' } }] });
 */
export interface ConsoleRouterOptions {
  /** Finds the page of a `component` key. */
  resolvePage: ResolvePage;
  /** The app's own routes: the menu when the menu is not from the server, always routable. */
  appRoutes?: RouteRecord[];
  /** Routes that always exist besides the system ones (e.g. hidden detail pages with meta.activeMenu). */
  staticRoutes?: RouteRecord[];
  /** The page for unknown paths and denied routes. */
  notFound?: ReactNode;
  /** The page at `/forbidden` (403): a page the console has that the user may not open. */
  forbidden?: ReactNode;
  /**
   * The console's own public pages besides login, by route name (each at `/<name>`, titled `menu.<name>`): they
   * join the routes the guard knows. `ConsoleRoutes` fills it from the keys of its `publicPages`.
   */
  publicPageNames?: readonly string[];
}

/**
 * What {@link useConsoleRouter} answers.
 *
 * @example
 * const { pageRoutes, pathOfName }: ConsoleRouterModel = useConsoleRouter({ resolvePage });
 */
export interface ConsoleRouterModel extends RouteIndex {
  /** react-router route objects of every layout page (plus /redirect/:path, /forbidden and the '*' notFound page). */
  pageRoutes: RouteObject[];
  /** The routes the menu shows (server menu or the app's routes). */
  menuRoutes: RouteRecord[];
  /** Routes that always exist for the guard (the kit's, the console's public pages, static). */
  guardStaticRoutes: RouteRecord[];
}

// Loaded on demand, like the 404 page: Arco's Result (with its illustrations) stays out of the first load.
const MissingPage = lazyWithPreload(() => import('../MissingPage/MissingPage').then((m) => ({ default: m.MissingPage })));

function pageElement(Page: PageComponent): ReactNode {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>
  );
}

/**
 * Builds the console's routing model from the server menu (core's `routeTableOf` + your `resolvePage`)
 * and your static routes; used by `ConsoleRoutes`, handy on its own for custom routers.
 *
 * @example
 * const pages = { 'setting/role': lazy(() => import('./pages/setting/role')) };
 * const router = useConsoleRouter({ resolvePage: (c) => pages[c] });
 * router.pathOfName('Role'); // '/setting/role'
 */
export function useConsoleRouter(options: ConsoleRouterOptions): ConsoleRouterModel {
  const { resolvePage, appRoutes, staticRoutes, notFound, forbidden, publicPageNames } = options;
  // By value: a console may pass a new array of the same names on every render.
  const publicKey = (publicPageNames ?? []).join('\n');
  const menuFromServer = useSettings((s) => s.menuFromServer);
  const serverMenu = useSettings((s) => s.serverMenu);
  return useMemo(() => {
    const guardStaticRoutes = [...publicRoutesOf(publicKey ? publicKey.split('\n') : []).routes, ...(staticRoutes ?? [])];
    const { serverRoutes, menuRoutes, allRoutes } = routeTableOf({
      menuFromServer,
      serverMenu,
      staticRoutes: guardStaticRoutes,
      ...(appRoutes ? { appRoutes } : {}),
    });
    const flat = flattenRoutes([...(staticRoutes ?? []), ...(appRoutes ?? []), ...serverRoutes]);
    const seen = new Set<string>();
    const pageRoutes: RouteObject[] = [];
    for (const record of flat) {
      if (seen.has(record.path)) continue;
      seen.add(record.path);
      if (record.redirect) {
        pageRoutes.push({ path: record.path, element: <Navigate to={record.redirect} replace /> });
        continue;
      }
      const Page = record.component ? resolvePage(record.component) : undefined;
      if (Page) {
        pageRoutes.push({ path: record.path, element: pageElement(Page) });
        continue;
      }
      const firstChild = flat.find((r) => r.path.startsWith(`${record.path}/`) && r.component);
      if (firstChild) pageRoutes.push({ path: record.path, element: <Navigate to={firstChild.path} replace /> });
      // A menu entry whose component this console has no page for says so (not the 404 page of a wrong URL).
      else if (record.component) {
        const component = record.component;
        pageRoutes.push({
          path: record.path,
          element: (
            <Suspense fallback={null}>
              <MissingPage component={component} />
            </Suspense>
          ),
        });
      }
    }
    pageRoutes.push({ path: '/redirect/:path', element: <RedirectPage /> });
    pageRoutes.push({ path: '/forbidden', element: forbidden ?? notFound ?? null });
    pageRoutes.push({ path: '*', element: notFound ?? null });
    return { pageRoutes, menuRoutes, guardStaticRoutes, ...createRouteIndex(allRoutes) };
  }, [menuFromServer, serverMenu, appRoutes, staticRoutes, resolvePage, notFound, forbidden, publicKey]);
}
