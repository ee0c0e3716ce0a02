import type { ReactNode } from 'react';
import type { TableColumnProps } from '@arco-design/web-react';
import type { ListFilterKind, ListPreferencesStore, ListQuery, OperationCode } from '@backoffice/console-core';
import type { PagedResult } from '../usePagedList/usePagedList';

/**
 * The kit's side of a list's server calls. Bulk actions, export and settings are functions the page passes in
 * (typed here, implemented by the app against its server), so the component works with any back end and a test
 * can hand it plain functions.
 */

/**
 * A row's id as the table keys it.
 * @example
 * const id: RowId = 42;
 */
export type RowId = string | number;

/**
 * A column of a {@link ResourceList}: Arco's column props with a stable `key` (settings, sort and cards use it)
 * and a text `title` (the settings panel and the cards label values with it).
 * @example
 * const column: ResourceColumn<Project> = { key: 'name', title: t('project.name'), dataIndex: 'name', sortable: true };
 */
export interface ResourceColumn<T> extends Omit<TableColumnProps<T>, 'key' | 'title' | 'sorter' | 'sortOrder'> {
  key: string;
  title: string;
  /** Sortable by the server under `key` (the URL's `sortField`). */
  sortable?: boolean;
  /** False keeps the column shown (no checkbox in the settings); default true. */
  hideable?: boolean;
  /** Left out of the phone cards (e.g. a wide description); default shown. */
  hideInCards?: boolean;
  /** A value the list formats itself: 'dateTime' or 'date' through console-core's formatDateTime, in the viewer's language and zone. */
  kind?: ResourceColumnKind;
}

/**
 * The kinds of value a {@link ResourceColumn} can leave to the list to format (a column's own `render` wins).
 * @example
 * const column: ResourceColumn<Project> = { key: 'createdAt', title: t('project.createdAt'), kind: 'dateTime' };
 */
export type ResourceColumnKind = 'dateTime' | 'date';

/**
 * What a bulk action acts on: the selected ids, or (`allMatching`) every row that matches `query`.
 * @example
 * const selection: BulkSelection<{ name?: string }> = { ids: [1, 2, 3], allMatching: false, query: list.query };
 */
export interface BulkSelection<F extends object> {
  ids: RowId[];
  /** True when the user chose "select all matching": act on every row of `query` (`ids` holds the page's). */
  allMatching: boolean;
  /** The list's query (filters and sort), for an "all matching" action. */
  query: ListQuery<F>;
}

/**
 * What an action answers when it can be undone for a while: `undo` puts everything back, `message` says what
 * was done (default: the action's label and the count).
 * @example
 * const done: UndoableResult = { message: '3 projects deleted', undo: () => api.restore(ids) };
 */
export interface UndoableResult {
  message?: string;
  undo?: () => Promise<unknown>;
}

/**
 * A button of the bulk bar, shown when the user holds `operation`.
 * @example
 * const remove: BulkAction<Filter> = {
 *   key: 'delete', label: t('project.delete'), operation: 'project:delete', danger: true, confirm: t('project.deleteConfirm'),
 *   run: async ({ ids }) => ({ undo: (await api.bulkDelete(ids)).undo }),
 * };
 */
export interface BulkAction<F extends object> {
  key: string;
  label: string;
  operation?: OperationCode | readonly OperationCode[];
  danger?: boolean;
  /** Asks first with this question. */
  confirm?: string;
  run(selection: BulkSelection<F>): Promise<UndoableResult | void>;
}

/**
 * The export formats.
 * @example
 * const format: ExportFormat = 'xlsx';
 */
export type ExportFormat = 'csv' | 'xlsx';

/**
 * Exports the list's current view (filters and sort; the page and size are the server's to ignore) with the
 * visible columns in order, answering the file, a URL to download it from, or the file and its name.
 * @example
 * const exportView: ExportView<Filter> = (query, format, columns) => client.download('/api/admin/project/export', { ...query, format, columns }).then((d) => d.blob);
 */
export type ExportView<F extends object> = (query: ListQuery<F>, format: ExportFormat, columns: string[]) => Promise<ExportedFile>;

/**
 * What an export answers: the file, a URL to download it from, or the file with the name the server gave it
 * (the envelope client's `download` answer; without a name the list saves it as `<list name>.<format>`).
 * @example
 * const file: ExportedFile = await client.download('/api/admin/project/export', { format: 'csv', query });
 */
export type ExportedFile = Blob | string | { blob: Blob; filename: string | null };

/**
 * The "add" button of a list, shown when the user holds `operation` (in the toolbar and in the empty state).
 * @example
 * const create: CreateAction = { label: t('project.add'), operation: 'project:add', onCreate: () => setEditing('new') };
 */
export interface CreateAction {
  label: string;
  operation?: OperationCode | readonly OperationCode[];
  onCreate(): void;
}

/**
 * Where a list keeps its query: in the URL (true, filter kinds guessed from `initialQuery`; or given) or in the
 * component (false). `prefix` writes the list's keys under it (`sessions.current=2`), so that two lists on one
 * page (a detail page's tables) each keep their own view in the URL.
 * @example
 * const sync: ListLocationSync<{ status?: number }> = { filters: { status: 'number' }, sortFields: ['name'], prefix: 'sessions.' };
 */
export type ListLocationSync<F extends object> =
  | boolean
  | {
      filters?: { [K in keyof F]-?: ListFilterKind };
      sortFields?: readonly string[];
      pageSizes?: readonly number[];
      prefix?: string;
    };

/**
 * Options of {@link useResourceList}.
 * @example
 * const options: ResourceListOptions<Filter> = { name: 'project', resource: 'project', initialQuery: { name: '' }, syncWithLocation: true };
 */
export interface ResourceListOptions<F extends object> {
  /** The list's name: its settings are stored under it. */
  name: string;
  /** The resource(s) whose writes make the list fetch again (see usePagedList). */
  resource?: string | readonly string[];
  /** The query before any change (and what a URL without a key means). */
  initialQuery?: Partial<ListQuery<F>>;
  /** Keep the query in the URL; default false. */
  syncWithLocation?: ListLocationSync<F>;
  /** Where the user's settings live; default the console's storage (localStorage). */
  preferences?: ListPreferencesStore;
  /** The column keys (for the settings). */
  columns?: readonly string[];
}

/**
 * A list's fetcher: the query in, a page out.
 * @example
 * const fetcher: ListFetcher<Project, Filter> = (query) => client.post('/api/admin/project/list', query);
 */
export type ListFetcher<T, F extends object> = (query: ListQuery<F>) => Promise<PagedResult<T>>;

/**
 * Renders a list's filters (usually a `SearchForm`) given the query and its setter.
 * @example
 * const filters: FiltersRender<Filter> = ({ setQuery }) => <SearchForm onSearch={setQuery}>...</SearchForm>;
 */
export type FiltersRender<F extends object> = (list: { query: ListQuery<F>; setQuery(patch: Partial<ListQuery<F>>): void }) => ReactNode;
