import { useCallback, useContext, useRef, useState } from 'react';
import { ConfigProvider, type PaginationProps, type SelectProps } from '@arco-design/web-react';
import { DEFAULT_PAGE_SIZE } from '@backoffice/console-core';
import { useResource } from '../useResource/useResource';
import { useT } from '../hooks/useT';

const NO_RESOURCES: readonly string[] = [];
const EMPTY_PAGE: PagedResult<never> = { list: [], total: 0 };

/**
 * A list answer (ARCHITECTURE "Lists").
 *
 * @example
 * const page: PagedResult<Project> = { list: [], total: 0 };
 */
export interface PagedResult<T> {
  list: T[];
  total: number;
  /**
   * True when `total` is a lower bound: the server counted that far and more rows match (a server that
   * counts only some pages ahead, so a page costs the same in any table). The pagination shows "Total 120+".
   */
  totalCapped?: boolean;
  current?: number;
  pageSize?: number;
}

/**
 * A list query: page + filters.
 *
 * @example
 * const q: PagedQuery<{ keyword: string }> = { current: 1, pageSize: 20, keyword: '' };
 */
export type PagedQuery<F> = F & { current: number; pageSize: number };

/**
 * What {@link usePagedList} answers.
 *
 * @example
 * const list: PagedList<Project, { keyword: string }> = usePagedList(fetchProjects);
 */
export interface PagedList<T, F> {
  query: PagedQuery<F>;
  /** Merges a patch (filters reset to page 1 unless `current` is given). */
  setQuery(patch: Partial<PagedQuery<F>>): void;
  data: T[];
  total: number;
  /** True when `total` is a lower bound (the server's `totalCapped`). */
  totalCapped: boolean;
  /**
   * Arco Table `pagination` props (showJumper; ConsoleProvider sets the jumper label to core's 'Go To'). The page-size
   * select is named by Arco's locale ('page size'); the jumper input is labelled by `repairArcoAria` (no prop reaches it).
   */
  pagination: PaginationProps;
  loading: boolean;
  /** True once the first answer (or failure) has arrived: before it, a list shows a skeleton. */
  loaded: boolean;
  error: unknown;
  /** Fetches again with the same query. */
  refresh(): void;
}

/**
 * A paged list over `fetcher`. It remembers the last requested query in a ref and skips when unchanged,
 * so a cached tab shown again (its effects re-run under `<Activity>`) does not refetch; no cancelled flag
 * is set in cleanup, and stale answers are dropped by a request counter. With `resource`, a write naming it
 * (`client.post(url, body, { invalidates: 'project' })`) counts as a change: the list fetches again.
 *
 * @example
 * const list = usePagedList((q) => client.post('/api/admin/project/list', q), { initialQuery: { keyword: '' }, resource: 'project' });
 * <Table data={list.data} loading={list.loading} pagination={list.pagination} />
 */
export function usePagedList<T, F extends object = Record<string, never>>(
  fetcher: (query: PagedQuery<F>) => Promise<PagedResult<T>>,
  options: {
    initialQuery?: Partial<PagedQuery<F>>;
    /**
     * The resources the list shows (e.g. 'project', or ['project', 'session'] for projects with session counts):
     * a write that names one of them (`{ invalidates }`) makes the list fetch again, now or when its tab shows.
     */
    resource?: string | readonly string[];
    /**
     * A query kept elsewhere (the URL: see `useResourceList`): the list shows it and calls `onQueryChange` with
     * the next one instead of keeping its own.
     */
    query?: PagedQuery<F>;
    onQueryChange?: (next: PagedQuery<F>) => void;
    /** False holds the first fetch back (e.g. until the user's list settings are read); default true. */
    enabled?: boolean;
  } = {},
): PagedList<T, F> {
  const [ownQuery, setQueryState] = useState<PagedQuery<F>>(
    () => ({ current: 1, pageSize: DEFAULT_PAGE_SIZE, ...options.initialQuery }) as PagedQuery<F>,
  );
  const query = options.query ?? ownQuery;
  // One fetch per query (and per write on `resource`), never on a plain re-show: the keyed loader of useResource.
  const key = options.enabled === false ? null : JSON.stringify(query);
  const loaded = useResource(options.resource ?? NO_RESOURCES, key, () => fetcher(query));
  const result = loaded.data ?? EMPTY_PAGE;

  const queryRef = useRef(query);
  queryRef.current = query;
  const refreshRef = useRef(loaded.refresh);
  refreshRef.current = loaded.refresh;
  const onQueryChange = options.onQueryChange;
  const setQuery = useCallback(
    (patch: Partial<PagedQuery<F>>) => {
      const next = (q: PagedQuery<F>) => ({
        ...q,
        ...(patch.current === undefined && !('pageSize' in patch) ? { current: 1 } : {}),
        ...patch,
      });
      // Searching again with the same filters is asking for fresh rows: the same query fetches again.
      if (JSON.stringify(next(queryRef.current)) === JSON.stringify(queryRef.current)) refreshRef.current();
      else if (onQueryChange) onQueryChange(next(queryRef.current));
      else setQueryState(next);
    },
    [onQueryChange],
  );
  const t = useT();
  const totalCapped = result.totalCapped === true;
  const pageSizeLabel: unknown = useContext(ConfigProvider.ConfigContext).locale?.Pagination?.pageSize;
  // Arco's size select has no accessible name of its own (its wrapper's aria-label does not name it); Select passes
  // aria-* props to its combobox, though its props type does not list them. Given selectProps replace the Table's
  // own, so its popup position for a pagination below the table ('top') is kept here.
  const selectProps: Partial<SelectProps> & { 'aria-label'?: string } = {
    triggerProps: { position: 'top' },
    ...(typeof pageSizeLabel === 'string' ? { 'aria-label': pageSizeLabel } : {}),
  };

  const pagination: PaginationProps = {
    current: query.current,
    pageSize: query.pageSize,
    total: result.total,
    showTotal: totalCapped ? (total: number) => t('ui.pagination.totalAtLeast', { total: total.toLocaleString() }) : true,
    sizeCanChange: true,
    showJumper: true,
    selectProps,
    onChange: (current, pageSize) => setQuery({ current, pageSize } as Partial<PagedQuery<F>>),
  };
  return {
    query,
    setQuery,
    data: result.list,
    total: result.total,
    totalCapped,
    pagination,
    loading: loaded.loading,
    loaded: loaded.data !== null || loaded.failed,
    error: loaded.error,
    refresh: loaded.refresh,
  };
}
