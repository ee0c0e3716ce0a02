import { Activity, memo, useMemo, useRef } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useStore } from 'zustand';
import type { TabEntry } from '@backoffice/console-core';
import { useConsoleRouterState } from '../ConsoleRouter/ConsoleRouterContext';
import { useConsole } from '../hooks/useConsole';
import { useTabs } from '../hooks/useTabs';
import { PageErrorBoundary } from '../PageErrorBoundary/PageErrorBoundary';
import { routesFor } from './routesFor';

/**
 * Props of {@link KeepAliveOutlet}.
 *
 * @example
 * <KeepAliveOutlet routes={pageRoutes} />
 */
export interface KeepAliveOutletProps {
  /** Page routes; default those of the surrounding `ConsoleRoutes`. */
  routes?: RouteObject[];
}

function RoutedPage({ routes, location }: { routes: RouteObject[]; location: string }) {
  const matching = useMemo(() => routesFor(routes, location), [routes, location]);
  return useRoutes(matching, location);
}

const TabView = memo(function TabView(props: { tab: TabEntry; active: boolean; routes: RouteObject[] }) {
  const { tab, active, routes } = props;
  if (tab.ignoreCache && !active) return null;
  return (
    <Activity mode={active ? 'visible' : 'hidden'}>
      <div className="bo-tab-view" data-tab={tab.fullPath}>
        <PageErrorBoundary tab={tab}>
          <RoutedPage routes={routes} location={tab.fullPath} />
        </PageErrorBoundary>
      </div>
    </Activity>
  );
});

/**
 * Renders every open tab's page, each inside its own `<Activity>` with its own scroll container and frozen
 * location, so form input, scroll and a table's page survive switching tabs. An ignoreCache tab renders
 * nothing while inactive; a reload (TabBar or /redirect/:path) remounts the tab. A page that is not a tab
 * (notFound, forbidden, /redirect) renders on its own. Each page sits in a {@link PageErrorBoundary}: one that
 * throws shows an error card with Retry in its own tab, and the layout and the other tabs keep working.
 *
 * @example
 * <ConsoleLayout><KeepAliveOutlet /></ConsoleLayout>
 */
export function KeepAliveOutlet({ routes }: KeepAliveOutletProps) {
  const router = useConsoleRouterState();
  const live = useLocation();
  const loc = router?.location ?? live;
  const pageRoutes = routes ?? router?.pageRoutes ?? EMPTY;
  const tabs = useTabs((s) => s.tabs);
  const reloadKeys = useStore(useConsole().reloads, (s) => s.keys);
  const current = loc.pathname + loc.search;
  const activeTab = tabs.find((tab) => tab.fullPath === current);
  // Closing the shown tab removes it a moment before the router moves on (when navigations are transitions):
  // its page must not mount again outside the tab for that moment (its effects would run, an error would show).
  const lastTabs = useRef(tabs);
  const justClosed = !activeTab && lastTabs.current !== tabs && lastTabs.current.some((tab) => tab.fullPath === current);
  lastTabs.current = tabs;
  return (
    <div className="bo-views">
      {tabs.map((tab) => (
        // A tab whose list moved to another page keeps its first fullPath as `key`: the page stays mounted.
        <TabView
          key={`${tab.key ?? tab.fullPath}#${reloadKeys[tab.key ?? tab.fullPath] ?? 0}`}
          tab={tab}
          active={tab === activeTab}
          routes={pageRoutes}
        />
      ))}
      {activeTab || justClosed ? null : (
        <div className="bo-tab-view" data-tab="">
          <PageErrorBoundary key={current}>
            <RoutedPage routes={pageRoutes} location={current} />
          </PageErrorBoundary>
        </div>
      )}
    </div>
  );
}

const EMPTY: RouteObject[] = [];
