import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConsoleRouterState } from '@backoffice/console-ui';

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
