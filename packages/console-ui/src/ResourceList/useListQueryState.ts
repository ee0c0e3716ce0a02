import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { decodeListQuery, encodeListQuery, listQueryKeys, type ListQuery, type ListQueryShape } from '@backoffice/console-core';
import { useConsole } from '../hooks/useConsole';

/**
 * A list's query and its setter, kept in the URL (`sync`) or in the component. In the URL, the query is read
 * from the location the page sees (a cached tab sees its own, so a hidden tab does not follow another tab's
 * URL), a change is pushed as a new history entry (back and forward step through views), and the keys are
 * declared to the tab store so that the page's tab moves with them instead of another tab opening.
 *
 * @example
 * const [query, setQuery] = useListQueryState(shape, true);
 */
export function useListQueryState<F extends object>(shape: ListQueryShape<F>, sync: boolean): [ListQuery<F>, (next: ListQuery<F>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const { tabs } = useConsole();
  const shapeKey = JSON.stringify(shape);
  // The shape is compared by value: callers pass a fresh object literal on each render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableShape = useMemo(() => shape, [shapeKey]);
  // Outside the URL: the user's last query, or the defaults (which the user's settings may change) before one.
  const [own, setOwn] = useState<ListQuery<F> | null>(null);
  const fromUrl = useMemo(() => decodeListQuery(location.search, stableShape), [location.search, stableShape]);

  useEffect(() => {
    if (sync) tabs.getState().setViewParams(location.pathname, listQueryKeys(stableShape));
  }, [sync, tabs, location.pathname, stableShape]);

  const { pathname, search } = location;
  const setQuery = useCallback(
    (next: ListQuery<F>) => {
      if (!sync) return setOwn(next);
      const written = encodeListQuery(next, stableShape, search);
      if (written === new URLSearchParams(search).toString()) return;
      navigate({ pathname, search: written ? `?${written}` : '' });
    },
    [sync, stableShape, search, pathname, navigate],
  );
  return [sync ? fromUrl : (own ?? decodeListQuery('', stableShape)), setQuery];
}
