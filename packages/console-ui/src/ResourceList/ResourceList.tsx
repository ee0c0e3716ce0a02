import { useRef, type ReactNode } from 'react';
import { Button, Pagination, Space } from '@arco-design/web-react';
import { visibleColumns, type ListQuery, type OperationCode } from '@backoffice/console-core';
import { Permission } from '../Permission/Permission';
import { QueryFilters, type FilterField } from '../QueryFilters/QueryFilters';
import { useT } from '../hooks/useT';
import { BulkBar } from './BulkBar';
import { ColumnSettings } from './ColumnSettings';
import { ExportButtons } from './ExportButtons';
import { ListEmpty, ListError, ListSkeleton } from './ListStates';
import { ResourceCards } from './ResourceCards';
import { ResourceTable } from './ResourceTable';
import type {
  BulkAction,
  CreateAction,
  ExportFormat,
  ExportView,
  FiltersRender,
  ListFetcher,
  ResourceColumn,
  ResourceListOptions,
  RowId,
  UndoableResult,
} from './types';
import { CARDS_BREAKPOINT, useNarrowScreen } from './useNarrowScreen';
import { useResourceList } from './useResourceList';
import { useRowSelection } from './useRowSelection';
import { UndoToast } from './UndoToast';
import { useUndoable } from './useUndoable';
import { useUndoToast } from './useUndoToast';
import { useColumnKinds } from './useColumnKinds';

/**
 * What a row action gets besides its row: the list's refresh and the Undo toast helper.
 * @example
 * rowActions={(row, { undoable }) => <Button onClick={() => undoable(() => api.remove(row.id), t('deleted'))}>{t('delete')}</Button>}
 */
export interface ResourceListApi {
  refresh(): void;
  /** Runs a write, refreshes, and toasts `message` (with Undo when the write answers `{ undo }`). */
  undoable(run: () => Promise<UndoableResult | void>, message: string): Promise<boolean>;
}

/**
 * Props of {@link ResourceList}.
 * @example
 * const props: ResourceListProps<Project, Filter> = { name: 'project', columns, fetcher: api.list, rowId: (p) => p.id };
 */
export interface ResourceListProps<T, F extends object> extends Omit<ResourceListOptions<F>, 'columns'> {
  columns: ResourceColumn<T>[];
  fetcher: ListFetcher<T, F>;
  /** A row's id (selection, keys); default its `id`. */
  rowId?: (row: T) => RowId;
  title?: ReactNode;
  /** A search bar of the page's own, given the list's query and setter. */
  filters?: FiltersRender<F>;
  /** The search bar as data (a {@link QueryFilters} over the list's query); `filters` wins when both are given. */
  filterFields?: readonly FilterField<F>[];
  rowActions?: (row: T, list: ResourceListApi) => ReactNode;
  bulkActions?: BulkAction<F>[];
  create?: CreateAction;
  exportView?: ExportView<F>;
  /** The export buttons show only to a user holding this operation (the server refuses anyway). */
  exportOperation?: OperationCode | readonly OperationCode[];
  /** Default CSV and XLSX. */
  exportFormats?: ExportFormat[];
  /** Page sizes offered; default 10, 20, 50, 100. */
  pageSizes?: number[];
  /** Below this window width rows show as cards; default 600. */
  cardsBelow?: number;
  /** Rows selected when the list opens (e.g. a story, or rows a previous step chose). */
  initialSelection?: RowId[];
}

const PAGE_KEYS = new Set(['current', 'pageSize', 'sortField', 'sortOrder']);
const byId = (row: unknown): RowId => (row as { id: RowId }).id;

function filteredBeyond<F extends object>(query: ListQuery<F>, initial: Partial<ListQuery<F>> = {}): boolean {
  return Object.entries(query).some(([key, value]) => {
    if (PAGE_KEYS.has(key) || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return false;
    return JSON.stringify(value) !== JSON.stringify((initial as Record<string, unknown>)[key]);
  });
}

/**
 * A resource's list page body: filters, a toolbar (create, export, list settings), a bulk bar over selected rows,
 * the table (cards under 600 px), a skeleton on first load, an empty state that offers to create, an error state
 * with Retry, and an Undo toast. With `syncWithLocation` the view lives in the URL (see {@link useResourceList}).
 *
 * @example
 * <ResourceList<Project, Filter>
 *   name="project" resource="project" syncWithLocation initialQuery={{ name: '' }}
 *   columns={[{ key: 'name', title: t('project.name'), sortable: true }, { key: 'status', title: t('project.status') }]}
 *   fetcher={(q) => api.list(q)}
 *   filterFields={[{ field: 'name', kind: 'text', label: t('project.name') }]}
 *   create={{ label: t('project.add'), operation: 'project:add', onCreate: () => setEditing('new') }}
 *   bulkActions={[{ key: 'delete', label: t('project.delete'), operation: 'project:delete', danger: true, run: ({ ids }) => api.bulkDelete(ids) }]}
 *   exportView={(q, format, columns) => api.export(q, format, columns)}
 *   rowActions={(row, { undoable }) => <Button onClick={() => undoable(() => api.remove(row.id), t('project.deleted'))}>{t('project.delete')}</Button>}
 * />
 */
export function ResourceList<T, F extends object = Record<string, never>>(props: ResourceListProps<T, F>) {
  const { columns, fetcher, rowId = byId, bulkActions = [], exportView, exportFormats = ['csv', 'xlsx'] } = props;
  const t = useT();
  const keys = columns.map((column) => column.key);
  const list = useResourceList<T, F>(fetcher, { ...props, columns: keys });
  const selection = useRowSelection(props.initialSelection);
  const undoToast = useUndoToast();
  const undoable = useUndoable(undoToast, list.refresh);
  const narrow = useNarrowScreen(props.cardsBelow ?? CARDS_BREAKPOINT);
  const { preferences } = list.settings;
  const shown = useColumnKinds(visibleColumns(keys, preferences).map((key) => columns.find((column) => column.key === key)!));

  // Another filter or sort is another set of rows: the selection goes (a page change keeps it).
  const { current: _c, pageSize: _s, ...view } = list.query;
  const viewKey = JSON.stringify(view);
  const lastView = useRef(viewKey);
  if (lastView.current !== viewKey) {
    lastView.current = viewKey;
    if (selection.ids.length > 0) selection.clear();
  }

  const api: ResourceListApi = { refresh: list.refresh, undoable };
  const rowActions = props.rowActions && ((row: T) => props.rowActions!(row, api));
  const selectable = bulkActions.length > 0 ? selection : undefined;
  const runBulk = async (action: BulkAction<F>) => {
    const count = selection.allMatching ? list.total : selection.ids.length;
    const ids = selection.ids;
    const run = () => action.run({ ids, allMatching: selection.allMatching, query: list.query });
    if (await undoable(run, t('ui.list.bulkDone', { action: action.label, count }))) selection.clear();
  };

  const createButton = props.create && (
    <Button type="primary" onClick={props.create.onCreate}>
      {props.create.label}
    </Button>
  );
  const exportButtons = exportView && (
    <ExportButtons
      formats={exportFormats}
      name={props.name}
      onExport={(format) => exportView(list.query, format, visibleColumns(keys, preferences))}
    />
  );
  const empty = list.loaded && !list.error && list.data.length === 0 && !list.loading;
  const filtered = filteredBeyond(list.query, props.initialQuery);
  // An empty list without filters offers its create button in the empty state: the toolbar leaves it out.
  const toolbarCreate = empty && !filtered ? null : createButton;
  let body: ReactNode;
  if (!list.loaded) body = <ListSkeleton />;
  else if (list.error) body = <ListError onRetry={list.refresh} />;
  else if (empty) body = <ListEmpty filtered={filtered} create={props.create} />;
  else if (narrow)
    body = (
      <>
        <ResourceCards rows={list.data} columns={shown} rowId={rowId} selection={selectable} rowActions={rowActions} />
        <Pagination {...list.pagination} simple size="small" />
      </>
    );
  else
    body = (
      <ResourceTable<T>
        rows={list.data}
        columns={shown}
        rowId={rowId}
        query={list.query}
        loading={list.loading}
        pagination={list.pagination}
        density={preferences.density}
        selection={selectable}
        rowActions={rowActions}
        onSort={(sortField, sortOrder) => list.setQuery({ sortField, sortOrder } as Partial<ListQuery<F>>)}
      />
    );

  return (
    <div className="bo-resource-list">
      {props.filters
        ? props.filters({ query: list.query, setQuery: list.setQuery })
        : props.filterFields && (
            <QueryFilters<F>
              query={list.query}
              onSearch={(filter) => list.setQuery(filter as Partial<ListQuery<F>>)}
              fields={props.filterFields}
            />
          )}
      <div className="bo-resource-list__toolbar">
        <div className="bo-resource-list__title">{props.title}</div>
        <Space wrap>
          {toolbarCreate && props.create?.operation ? (
            <Permission operation={props.create.operation}>{toolbarCreate}</Permission>
          ) : (
            toolbarCreate
          )}
          {exportButtons && props.exportOperation ? (
            <Permission operation={props.exportOperation}>{exportButtons}</Permission>
          ) : (
            exportButtons
          )}
          <ColumnSettings
            columns={columns}
            settings={list.settings}
            pageSize={list.query.pageSize}
            pageSizes={props.pageSizes ?? [10, 20, 50, 100]}
            onPageSize={(pageSize) => list.setQuery({ pageSize, current: 1 } as Partial<ListQuery<F>>)}
          />
        </Space>
      </div>
      {selectable ? (
        <BulkBar
          selection={selection}
          actions={bulkActions}
          total={list.total}
          pageRows={list.data.length}
          onRun={(a) => void runBulk(a)}
        />
      ) : null}
      {body}
      <UndoToast control={undoToast} onUndone={list.refresh} />
    </div>
  );
}
