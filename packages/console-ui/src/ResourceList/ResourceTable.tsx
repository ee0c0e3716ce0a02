import type { ReactNode } from 'react';
import { Table, type PaginationProps, type TableColumnProps } from '@arco-design/web-react';
import type { ListDensity, ListQuery, ListSortOrder } from '@backoffice/console-core';
import { useT } from '../hooks/useT';
import type { ResourceColumn, RowId } from './types';
import type { RowSelection } from './useRowSelection';

/**
 * Props of {@link ResourceTable}.
 * @example
 * const props: ResourceTableProps<Project> = { rows, columns, rowId: (p) => p.id, query, loading: false, pagination, onSort };
 */
export interface ResourceTableProps<T> {
  rows: T[];
  columns: readonly ResourceColumn<T>[];
  rowId: (row: T) => RowId;
  query: ListQuery<object>;
  loading: boolean;
  pagination: PaginationProps;
  density?: ListDensity | undefined;
  selection?: RowSelection | undefined;
  rowActions?: ((row: T) => ReactNode) | undefined;
  onSort(sortField: string | undefined, sortOrder: ListSortOrder | undefined): void;
}

/**
 * A list as an Arco table: sortable columns sorted by the server (the query's sort shows on its column), row
 * checkboxes kept across pages, an Actions column, and the list's density.
 * @example
 * <ResourceTable rows={list.data} columns={shown} rowId={(p) => p.id} query={list.query} loading={list.loading} pagination={list.pagination} onSort={(sortField, sortOrder) => list.setQuery({ sortField, sortOrder })} />
 */
export function ResourceTable<T>(props: ResourceTableProps<T>) {
  const { rows, columns, rowId, query, selection, rowActions, onSort } = props;
  const t = useT();
  const tableColumns: TableColumnProps<T>[] = columns.map(({ sortable, hideable: _h, hideInCards: _c, ...column }) => ({
    ...column,
    dataIndex: column.dataIndex ?? column.key,
    ...(sortable ? { sorter: true } : {}),
    ...(sortable && query.sortField === column.key && query.sortOrder ? { sortOrder: query.sortOrder } : {}),
  }));
  if (rowActions) tableColumns.push({ key: '__actions', title: t('ui.list.actions'), render: (_: unknown, row: T) => rowActions(row) });
  return (
    <Table<T>
      rowKey={(row: T) => rowId(row)}
      data={rows}
      columns={tableColumns}
      loading={props.loading}
      pagination={props.pagination}
      size={props.density ?? 'default'}
      {...(selection
        ? {
            rowSelection: {
              type: 'checkbox' as const,
              selectedRowKeys: selection.ids,
              preserveSelectedRowKeys: true,
              onChange: (keys: (string | number)[]) => selection.set(keys),
              // Arco's checkboxes have no label (axe "label"): a row's is named by hidden text inside its <label>,
              // the header's by the hidden column title (repairArcoAria links it).
              checkboxProps: (row: T) => ({
                children: <span className="bo-visually-hidden">{t('ui.list.selectRow', { row: String(rowId(row)) })}</span>,
              }),
              columnTitle: <span className="bo-visually-hidden">{t('ui.list.selectPage')}</span>,
            },
          }
        : {})}
      onChange={(_pagination, sorter, _filters, extra) => {
        if (extra.action !== 'sort') return;
        const sort = Array.isArray(sorter) ? sorter[0] : sorter;
        const column = columns.find((c) => c.key === sort?.field || c.dataIndex === sort?.field);
        onSort(sort?.direction && column ? column.key : undefined, sort?.direction || undefined);
      }}
    />
  );
}
