import { useConsole, useT, type BulkAction } from '@backoffice/console-ui';
import { bulkApi } from '../../list-shared/bulkApi';
import { bulkStatusAction, bulkSummary, bulkTarget } from '../../list-shared/bulkActions';
import type { RoleFilter } from './roleFilters';

/**
 * The role list's bulk actions: delete (for good: a role has no undo; built-in and assigned roles are refused by
 * name), enable and disable; and its export.
 */
export function useRoleBulk() {
  const t = useT();
  const { client } = useConsole();
  const api = bulkApi(client, 'role', ['role', 'user']);
  const label = t('role.delete');
  const actions: BulkAction<RoleFilter>[] = [
    {
      key: 'delete',
      label,
      operation: 'role:delete',
      danger: true,
      confirm: t('role.bulk.deleteConfirm'),
      run: async (selection) => ({ message: bulkSummary(t, label, await api.bulk({ action: 'delete', ...bulkTarget(selection) })) }),
    },
    bulkStatusAction(api, { key: 'enable', value: 'enabled', label: t('role.bulk.enable'), operation: 'role:status', t }),
    bulkStatusAction(api, { key: 'disable', value: 'disabled', label: t('role.bulk.disable'), operation: 'role:status', t }),
  ];
  return { actions, exportView: api.exportView };
}
