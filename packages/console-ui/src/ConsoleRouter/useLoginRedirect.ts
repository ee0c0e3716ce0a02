import { useCallback, useContext } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_TAB } from '@backoffice/console-core';
import { LatestConsoleRouterContext } from './ConsoleRouterContext';
import { withQuery } from './useConsoleRouter';

/** A path inside this app ('/setting/role'); never another origin ('//host', '/\\host', 'https:'). */
function isLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/**
 * After sign-in, goes where the guard interrupted the user (`?redirect=<route name or local path>&...query`), or home.
 *
 * @example
 * const goBack = useLoginRedirect();
 * <LoginForm onSuccess={goBack} />
 */
export function useLoginRedirect(home: string = DEFAULT_TAB.fullPath): () => void {
  // Read when called: the routes may have changed since the last render (signing in brings the menu).
  const latestRouter = useContext(LatestConsoleRouterContext);
  const { search } = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    const router = latestRouter?.current;
    const params = Object.fromEntries(new URLSearchParams(search));
    const { redirect, ...query } = params;
    const path = redirect ? (isLocalPath(redirect) ? withQuery(redirect, query) : router?.pathOfName(redirect, query)) : undefined;
    navigate(path ?? home, { replace: true });
  }, [latestRouter, search, navigate, home]);
}
