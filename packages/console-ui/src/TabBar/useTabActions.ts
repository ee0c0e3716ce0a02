import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { TabEntry } from '@backoffice/console-core';
import { useConsoleRouterState } from '../ConsoleRouter/ConsoleRouterContext';
import { useConsole } from '../hooks/useConsole';

/**
 * A tab action name.
 *
 * @example
 * const action: TabAction = 'closeOthers';
 */
export type TabAction = 'reload' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

/**
 * The tab actions list, in menu order.
 *
 * @example
 * TAB_ACTIONS.map((a) => <Menu.Item key={a}>{a}</Menu.Item>);
 */
export const TAB_ACTIONS: TabAction[] = ['reload', 'close', 'closeOthers', 'closeLeft', 'closeRight', 'closeAll'];

/**
 * The current path (of the last allowed navigation) and a runner for tab actions that also navigates
 * when the active tab goes away.
 *
 * @example
 * const { activePath, run } = useTabActions();
 * run('closeOthers', tab);
 */
export function useTabActions(): { activePath: string; run: (action: TabAction, tab: TabEntry) => void } {
  const { tabs, reloads } = useConsole();
  const router = useConsoleRouterState();
  const live = useLocation();
  const loc = router?.location ?? live;
  const activePath = loc.pathname + loc.search;
  const navigate = useNavigate();
  const run = useCallback(
    (action: TabAction, tab: TabEntry) => {
      const store = tabs.getState();
      const goIfGone = (fallback: string) => {
        if (!tabs.getState().tabs.some((x) => x.fullPath === activePath)) navigate(fallback);
      };
      switch (action) {
        case 'reload':
          reloads.getState().reload(tab.key ?? tab.fullPath);
          if (tab.fullPath !== activePath) navigate(tab.fullPath);
          return;
        case 'close': {
          const next = store.close(tab.fullPath);
          if (tab.fullPath === activePath && next) navigate(next.fullPath);
          return;
        }
        case 'closeOthers':
          store.closeOthers(tab.fullPath);
          return goIfGone(tab.fullPath);
        case 'closeLeft':
          store.closeLeft(tab.fullPath);
          return goIfGone(tab.fullPath);
        case 'closeRight':
          store.closeRight(tab.fullPath);
          return goIfGone(tab.fullPath);
        case 'closeAll':
          store.closeAll();
          return goIfGone(tabs.getState().tabs[0]?.fullPath ?? '/');
      }
    },
    [tabs, reloads, activePath, navigate],
  );
  return { activePath, run };
}
