import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_TAB } from '@backoffice/console-core';
import { useConsoleRouterState } from './ConsoleRouterContext';
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
  const router = useConsoleRouterState();
  const { search } = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    const params = Object.fromEntries(new URLSearchParams(search));
    const { redirect, ...query } = params;
    const path = redirect ? (isLocalPath(redirect) ? withQuery(redirect, query) : router?.pathOfName(redirect, query)) : undefined;
    navigate(path ?? home, { replace: true });
  }, [router, search, navigate, home]);
}
