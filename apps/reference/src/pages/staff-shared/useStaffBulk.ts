import type { ListQuery } from '@backoffice/console-core';
import { useConsole, useT, type BulkAction } from '@backoffice/console-ui';
import { bulkApi, type BulkApi } from '../list-shared/bulkApi';
import { bulkDeleteAction, bulkStatusAction } from '../list-shared/bulkActions';
import type { StaffFilters } from './staffFilters';
import { serverQuery } from './staffQuery';
import type { StaffType } from './types';

/**
 * The staff list's bulk actions: delete (undoable: the toast's Undo restores the deleted accounts), enable and
 * disable, each account the caller may not act on refused by name; its export; and restore (a row's Undo). "All
 * matching" and the export carry the page's account type.
 */
export function useStaffBulk(type: StaffType) {
  const t = useT();
  const { client } = useConsole();
  const base = bulkApi(client, 'user', 'user');
  const api: BulkApi = {
    ...base,
    bulk: (body) => base.bulk(body.allMatching ? { ...body, allMatching: { ...serverQuery(body.allMatching, type) } } : body),
    exportView: (query, format, columns) =>
      client.download('/api/admin/user/export', { format, query: serverQuery(query as Partial<ListQuery<StaffFilters>>, type), columns }),
  };
  const actions: BulkAction<StaffFilters>[] = [
    bulkDeleteAction(api, { label: t('staff.delete'), operation: 'user:delete', t, confirm: t('staff.bulk.deleteConfirm') }),
    bulkStatusAction(api, { key: 'enable', value: 'enabled', label: t('staff.bulk.enable'), operation: 'user:status', t }),
    bulkStatusAction(api, { key: 'disable', value: 'disabled', label: t('staff.bulk.disable'), operation: 'user:status', t }),
  ];
  return { actions, exportView: api.exportView, restore: api.restore };
}
