import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConsoleRouterState } from '@backoffice/console-ui';

/** Whether the user's menu has the named route (a page their roles do not give them has none): hide links to it otherwise. */
export function useHasRoute(): (name: string) => boolean {
  const router = useConsoleRouterState();
  return useCallback((name: string) => Boolean(router?.pathOfName(name)), [router]);
}

/** Navigates to a named route (as the server menu names it, e.g. the scope's `routes`) with a query. */
export function useGoTo(): (name: string, query?: Record<string, string>) => void {
  const navigate = useNavigate();
  const router = useConsoleRouterState();
  return useCallback(
    (name: string, query?: Record<string, string>) => {
      const path = router?.pathOfName(name, query);
      if (path) navigate(path);
    },
    [navigate, router],
  );
}
