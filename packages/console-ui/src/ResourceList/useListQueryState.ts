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
 * With `prefix`, the list's keys are written under it (`s.current=2`), so two lists on one page keep their own
 * views in the same URL.
 *
 * @example
 * const [query, setQuery] = useListQueryState(shape, true);
 * const [sessions, setSessions] = useListQueryState(sessionShape, true, 'sessions.');
 */
export function useListQueryState<F extends object>(
  shape: ListQueryShape<F>,
  sync: boolean,
  prefix = '',
): [ListQuery<F>, (next: ListQuery<F>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const { tabs } = useConsole();
  const shapeKey = JSON.stringify(shape);
  // The shape is compared by value: callers pass a fresh object literal on each render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableShape = useMemo(() => shape, [shapeKey]);
  // Outside the URL: the user's last query, or the defaults (which the user's settings may change) before one.
  const [own, setOwn] = useState<ListQuery<F> | null>(null);
  const fromUrl = useMemo(() => decodeListQuery(ownParams(location.search, prefix), stableShape), [location.search, stableShape, prefix]);

  useEffect(() => {
    if (sync)
      tabs.getState().setViewParams(
        location.pathname,
        listQueryKeys(stableShape).map((key) => prefix + key),
      );
  }, [sync, tabs, location.pathname, stableShape, prefix]);

  const { pathname, search } = location;
  const setQuery = useCallback(
    (next: ListQuery<F>) => {
      if (!sync) return setOwn(next);
      const written = withOwnParams(search, encodeListQuery(next, stableShape, ownParams(search, prefix)), prefix);
      if (written === new URLSearchParams(search).toString()) return;
      navigate({ pathname, search: written ? `?${written}` : '' });
    },
    [sync, stableShape, search, pathname, navigate, prefix],
  );
  return [sync ? fromUrl : (own ?? decodeListQuery('', stableShape)), setQuery];
}

/** The keys of `search` under `prefix`, without it (all of them without a prefix). */
function ownParams(search: string, prefix: string): URLSearchParams {
  const params = new URLSearchParams(search);
  if (!prefix) return params;
  const own = new URLSearchParams();
  for (const [key, value] of params) if (key.startsWith(prefix)) own.append(key.slice(prefix.length), value);
  return own;
}

/** `search` with its keys under `prefix` replaced by `own` (the list's keys, written under it). */
function withOwnParams(search: string, own: string, prefix: string): string {
  if (!prefix) return own;
  const out = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) if (!key.startsWith(prefix)) out.append(key, value);
  for (const [key, value] of new URLSearchParams(own)) out.append(prefix + key, value);
  return out.toString();
}
