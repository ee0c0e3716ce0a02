import { useConsole, useT, type BulkAction } from '@backoffice/console-ui';
import { bulkApi } from '../../list-shared/bulkApi';
import { bulkSummary, bulkTarget } from '../../list-shared/bulkActions';
import type { CodeFilter } from './verifyCodeFilters';

/** The code list's bulk delete (for good: a withdrawn code must not come back, so there is no Undo) and its export. */
export function useVerifyCodeBulk() {
  const t = useT();
  const api = bulkApi(useConsole().client, 'verifyCode', 'verifyCode');
  const label = t('verifyCode.delete');
  const actions: BulkAction<CodeFilter>[] = [
    {
      key: 'delete',
      label,
      operation: 'verifyCode:delete',
      danger: true,
      confirm: t('verifyCode.bulk.deleteConfirm'),
      run: async (selection) => ({ message: bulkSummary(t, label, await api.bulk({ action: 'delete', ...bulkTarget(selection) })) }),
    },
  ];
  return { actions, exportView: api.exportView };
}
