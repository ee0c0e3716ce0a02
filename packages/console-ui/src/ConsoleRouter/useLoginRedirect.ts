import { useCallback, useContext } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_TAB, mustChangePassword, type LoginResult } from '@backoffice/console-core';
import { ConsoleContext } from '../hooks/ConsoleContext';
import { LatestConsoleRouterContext } from './ConsoleRouterContext';
import { withQuery } from './routeIndex';

/** A path inside this app ('/setting/role'); never another origin ('//host', '/\\host', 'https:'). */
function isLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** Options of {@link useLoginRedirect}. */
export interface LoginRedirectOptions {
  /**
   * Where a sign-in whose password must be changed first (`mustChangePassword` in the result) goes instead,
   * e.g. '/setting/resetPassword'. Default the console's `changePasswordPath` (createConsole); without either
   * such a sign-in goes back like any other.
   */
  changePasswordPath?: string;
}

/**
 * After sign-in, goes where the guard interrupted the user (`?redirect=<route name or local path>&...query`), or
 * home (default the console's `home`, createConsole's option); given the login result, a one-time password goes to
 * `changePasswordPath` first.
 *
 * @example
 * const goBack = useLoginRedirect('/dashboard/workplace', { changePasswordPath: '/setting/resetPassword' });
 * <LoginForm onSuccess={goBack} />
 */
export function useLoginRedirect(homePath?: string, options: LoginRedirectOptions = {}): (result?: LoginResult) => void {
  const bundle = useContext(ConsoleContext);
  const home = homePath ?? bundle?.home ?? DEFAULT_TAB.fullPath;
  const changePasswordPath = options.changePasswordPath ?? bundle?.changePasswordPath;
  // Read when called: the routes may have changed since the last render (signing in brings the menu).
  const latestRouter = useContext(LatestConsoleRouterContext);
  const { search } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (result?: LoginResult) => {
      if (changePasswordPath && mustChangePassword(result)) {
        navigate(changePasswordPath, { replace: true });
        return;
      }
      const router = latestRouter?.current;
      const params = Object.fromEntries(new URLSearchParams(search));
      const { redirect, ...query } = params;
      const path = redirect ? (isLocalPath(redirect) ? withQuery(redirect, query) : router?.pathOfName(redirect, query)) : undefined;
      navigate(path ?? home, { replace: true });
    },
    [latestRouter, search, navigate, home, changePasswordPath],
  );
}
