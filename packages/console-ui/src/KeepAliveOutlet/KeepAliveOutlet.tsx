import { Activity, memo, useMemo } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useStore } from 'zustand';
import type { TabEntry } from '@backoffice/console-core';
import { useConsoleRouterState } from '../ConsoleRouter/ConsoleRouterContext';
import { useConsole } from '../hooks/useConsole';
import { useTabs } from '../hooks/useTabs';
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
        <RoutedPage routes={routes} location={tab.fullPath} />
      </div>
    </Activity>
  );
});

/**
 * Renders every open tab's page, each inside its own `<Activity>` with its own scroll container and frozen
 * location, so form input, scroll and a table's page survive switching tabs. An ignoreCache tab renders
 * nothing while inactive; a reload (TabBar or /redirect/:path) remounts the tab. A page that is not a tab
 * (notFound, /redirect) renders on its own.
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
      {activeTab ? null : (
        <div className="bo-tab-view" data-tab="">
          <RoutedPage routes={pageRoutes} location={current} />
        </div>
      )}
    </div>
  );
}

const EMPTY: RouteObject[] = [];
