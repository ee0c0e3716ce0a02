import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useConsole } from '../hooks/useConsole';

/**
 * `/redirect/:path`: reloads the tab of `path` (a key change) and replaces the URL with it.
 * Hidden from the menu and never a tab.
 *
 * @example
 * navigate(`/redirect/${encodeURIComponent('/setting/role')}`); // the Role tab remounts
 */
export function RedirectPage() {
  const { path = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { reloads, tabs } = useConsole();
  useEffect(() => {
    const target = `/${decodeURIComponent(path).replace(/^\/+/, '')}${search}`;
    const tab = tabs.getState().tabs.find((open) => open.fullPath === target);
    reloads.getState().reload(tab?.key ?? target);
    navigate(target, { replace: true });
  }, [path, search, navigate, reloads, tabs]);
  return null;
}
