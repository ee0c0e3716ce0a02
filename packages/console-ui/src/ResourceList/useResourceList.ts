import { filterKindsOf, type ListQuery, type ListQueryShape } from '@backoffice/console-core';
import { usePagedList, type PagedList, type PagedQuery } from '../usePagedList/usePagedList';
import { useListPreferences, type ListPreferencesState } from './useListPreferences';
import { useListQueryState } from './useListQueryState';
import type { ListFetcher, ResourceListOptions } from './types';

type ListFilters<F extends object> = Omit<ListQuery<F>, 'current' | 'pageSize'>;

/**
 * What {@link useResourceList} answers: a paged list over a {@link ListQuery} plus the user's list settings.
 * @example
 * const { query, setQuery, data, pagination, settings }: ResourceListState<Project, Filter> = useResourceList(fetch, { name: 'project' });
 */
export interface ResourceListState<T, F extends object> extends Omit<PagedList<T, ListFilters<F>>, 'query' | 'setQuery'> {
  query: ListQuery<F>;
  /** Merges a patch (filters and sort go back to page 1 unless `current` is given). */
  setQuery(patch: Partial<ListQuery<F>>): void;
  settings: ListPreferencesState;
}

function shapeOf<F extends object>(options: ResourceListOptions<F>, pageSize: number | undefined): ListQueryShape<F> {
  const sync = typeof options.syncWithLocation === 'object' ? options.syncWithLocation : {};
  const initial: Partial<ListQuery<F>> = options.initialQuery ?? {};
  return {
    filters: sync.filters ?? (filterKindsOf(initial) as ListQueryShape<F>['filters']),
    defaults: pageSize === undefined ? initial : ({ ...initial, pageSize } as Partial<ListQuery<F>>),
    ...(sync.sortFields ? { sortFields: sync.sortFields } : {}),
    ...(sync.pageSizes ? { pageSizes: sync.pageSizes } : {}),
  };
}

/**
 * A list over `fetcher` whose query (filters, sort, page, size) can live in the URL (`syncWithLocation`): a reload
 * restores the view, a copied link opens it, back and forward step through views, and the page's tab carries
 * the query in its fullPath (a cached tab keeps its own URL while hidden). It waits for the user's settings
 * (their page size is the default one) before the first fetch. Needs a router (a console page has one).
 *
 * @example
 * const list = useResourceList<Project, { name?: string }>((q) => api.list(q), {
 *   name: 'project', resource: 'project', initialQuery: { name: '' }, syncWithLocation: true,
 * });
 * <Table data={list.data} pagination={list.pagination} loading={list.loading} />
 */
export function useResourceList<T, F extends object = Record<string, never>>(
  fetcher: ListFetcher<T, F>,
  options: ResourceListOptions<F>,
): ResourceListState<T, F> {
  const settings = useListPreferences(options.name, options.columns ?? [], options.preferences);
  const shape = shapeOf(options, settings.preferences.pageSize);
  const prefix = typeof options.syncWithLocation === 'object' ? options.syncWithLocation.prefix : undefined;
  const [query, changeQuery] = useListQueryState(shape, Boolean(options.syncWithLocation), prefix);
  const list = usePagedList<T, ListFilters<F>>((q) => fetcher(q as ListQuery<F>), {
    ...(options.resource === undefined ? {} : { resource: options.resource }),
    query: query as PagedQuery<ListFilters<F>>,
    onQueryChange: (next) => changeQuery(next as ListQuery<F>),
    enabled: settings.loaded,
  });
  return {
    ...list,
    query,
    setQuery: list.setQuery as (patch: Partial<ListQuery<F>>) => void,
    settings,
  };
}
