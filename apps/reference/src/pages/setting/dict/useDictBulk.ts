import { useConsole, useT, type BulkAction } from '@backoffice/console-ui';
import { bulkApi } from '../../list-shared/bulkApi';
import { bulkDeleteAction, bulkStatusAction } from '../../list-shared/bulkActions';
import type { DictFilter } from '@backoffice/api/contract';
import { refreshingDicts, useRefreshDictStore } from './dictStore';

/**
 * The dictionary list's bulk calls and actions: delete (with their items; undone by restore), enable, disable; and
 * its export. Each refreshes the console's dictionary store, and so does its Undo.
 */
export function useDictBulk() {
  const t = useT();
  const api = bulkApi(useConsole().client, 'dict', 'dict');
  const actions: BulkAction<DictFilter>[] = [
    bulkDeleteAction(api, { label: t('dict.delete'), operation: 'dict:delete', confirm: t('dict.bulk.deleteConfirm'), t }),
    bulkStatusAction(api, { key: 'enable', value: 'enabled', label: t('dict.bulk.enable'), operation: 'dict:status', t }),
    bulkStatusAction(api, { key: 'disable', value: 'disabled', label: t('dict.bulk.disable'), operation: 'dict:status', t }),
  ];
  return { actions: refreshingDicts(actions, useRefreshDictStore()), exportView: api.exportView, restore: api.restore };
}
