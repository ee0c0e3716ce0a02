import type { ReactNode } from 'react';
import { Button, Space } from '@arco-design/web-react';
import type { OperationCode } from '@backoffice/api/contract';
import type { ListFilterKind } from '@backoffice/console-core';
import {
  DeleteButton,
  PageCard,
  Permission,
  ResourceList,
  useT,
  type ExportView,
  type BulkAction,
  type ResourceListApi,
  type ResourceListProps,
} from '@backoffice/console-ui';
import { useServerPreferences } from './preferencesStore';

/** A resource whose list the server declares: the part before `:list` of its operation codes. */
export type ListedResource = OperationCode extends infer C ? (C extends `${infer R}:list` ? R : never) : never;

/** What a row of a {@link ListPage} offers besides the page's own buttons (`extra`, first): Edit and Delete. */
export interface ListRowActions<T> {
  extra?: (row: T, list: ResourceListApi) => ReactNode;
  edit?: (row: T) => void;
  /** Delete after `confirm(row)`, with Undo (`restore`) when the server answers that it can be undone. */
  remove?: { confirm(row: T): string; run(row: T): Promise<unknown>; restore?: (row: T) => Promise<unknown> };
}

/** Props of {@link ListPage}. */
export interface ListPageProps<T, F extends object> extends Omit<
  ResourceListProps<T, F>,
  'name' | 'resource' | 'syncWithLocation' | 'preferences' | 'rowActions' | 'create'
> {
  /** The resource: the list's name, the operation codes `<name>:add|update|delete|list` and its strings' prefix. */
  name: ListedResource;
  /** The list's own name (its settings are stored under it); default `name`. */
  listName?: string;
  /** The strings' prefix (`<texts>.add`, `.edit`, `.delete`, `.deleted`); default `name`. */
  texts?: string;
  /** What the list's writes invalidate; default `name`. */
  resource?: string | readonly string[];
  /** The filters in the URL and how each is written there. */
  filterKinds: { [K in keyof F]-?: ListFilterKind };
  /** The bulk actions and export of the list (list-shared/bulkApi). */
  bulk: { actions: BulkAction<F>[]; exportView: ExportView<F> };
  /** Opens the form of a new record (the create button, behind `<name>:add`). */
  onCreate?: () => void;
  rows?: ListRowActions<T>;
  header?: ReactNode;
  overlays?: ReactNode;
}

const code = (name: ListedResource, action: string) => `${name}:${action}` as OperationCode;

/**
 * A list page of this console: a `ResourceList` in a `PageCard` with the filters in the URL (no sort), the list
 * settings on the server, create, bulk actions, export, and each row's Edit and Delete (with Undo where the server
 * offers it), each behind the resource's operation code.
 * @example
 * <ListPage<RoleItem, RoleFilter> name="role" filterKinds={{ keyword: 'string', status: 'string' }} columns={columns}
 *   fetcher={api.list} bulk={bulk} onCreate={form.create} rows={{ edit: (r) => form.edit(r.id, r) }} />
 */
export function ListPage<T extends { id: number }, F extends object>(props: ListPageProps<T, F>) {
  const { name, listName = name, texts = name, resource = name, filterKinds, bulk, onCreate, rows = {}, header, overlays, ...list } = props;
  const t = useT();
  const preferences = useServerPreferences();
  const rowActions = (row: T, api: ResourceListApi) => (
    <Space size="mini">
      {rows.extra?.(row, api)}
      {rows.edit && (
        <Permission operation={code(name, 'update')}>
          <Button type="text" size="small" onClick={() => rows.edit?.(row)}>
            {t(`${texts}.edit`)}
          </Button>
        </Permission>
      )}
      {rows.remove && (
        <DeleteButton
          operation={code(name, 'delete')}
          label={t(`${texts}.delete`)}
          confirm={rows.remove.confirm(row)}
          done={t(`${texts}.deleted`)}
          list={api}
          remove={() => rows.remove!.run(row)}
          {...(rows.remove.restore ? { restore: () => rows.remove!.restore!(row) } : {})}
        />
      )}
    </Space>
  );
  return (
    <PageCard header={header} overlays={overlays}>
      <ResourceList<T, F>
        {...list}
        name={listName}
        resource={resource}
        syncWithLocation={{ filters: filterKinds, sortFields: [] }}
        preferences={preferences}
        {...(onCreate ? { create: { label: t(`${texts}.add`), operation: code(name, 'add'), onCreate } } : {})}
        bulkActions={bulk.actions}
        exportView={bulk.exportView}
        exportOperation={code(name, 'list')}
        rowActions={rowActions}
      />
    </PageCard>
  );
}
