import { useLocation } from 'react-router-dom';
import { useConsoleRouterState } from '@backoffice/console-ui';

/**
 * The route name of this tab's frozen location (create, edit and detail share one page, so the page
 * reads which view to show from the name) and its `id` query.
 */
export function useRouteInfo(): { name: string; id: number | null } {
  const location = useLocation();
  const router = useConsoleRouterState();
  const fromPath = location.pathname.split('/').filter(Boolean).pop() ?? '';
  const resolved = router?.resolveTarget(location.pathname, location.search).name;
  const name = resolved && resolved !== 'notFound' ? resolved : fromPath;
  const id = Number(new URLSearchParams(location.search).get('id'));
  return { name: name.toLowerCase(), id: Number.isInteger(id) && id > 0 ? id : null };
}
