import { useConsole, useT, type BulkAction } from '@backoffice/console-ui';
import { bulkApi, type BulkApi } from '../../list-shared/bulkApi';
import { bulkDeleteAction, bulkStatusAction } from '../../list-shared/bulkActions';
import { refreshingDicts, useRefreshDictStore } from '../dict/dictStore';
import type { DictItemFilter } from '@backoffice/api/contract';

/** Filters of the item list (the dictionary itself comes from the URL's `dictCode`). */
export type ItemFilter = Pick<DictItemFilter, 'keyword' | 'status'>;

/** The bulk and export calls of the item list, always about the dictionary `dictCode` (the server requires it). */
function ofDictionary(api: BulkApi, dictCode: string): BulkApi {
  return {
    ...api,
    bulk: (body) => api.bulk(body.allMatching ? { ...body, allMatching: { ...body.allMatching, dictCode } } : body),
    exportView: (query, format, columns) => api.exportView({ ...query, dictCode }, format, columns),
  };
}

/**
 * The item list's bulk actions: delete (undone by restore), enable, disable; and its export. Each refreshes the
 * console's dictionary store, and so does its Undo.
 */
export function useItemBulk(dictCode: string) {
  const t = useT();
  const api = ofDictionary(bulkApi(useConsole().client, 'dict/item', 'dict'), dictCode);
  const actions: BulkAction<ItemFilter>[] = [
    bulkDeleteAction(api, { label: t('dictItem.delete'), operation: 'dict:delete', confirm: t('dictItem.bulk.deleteConfirm'), t }),
    bulkStatusAction(api, { key: 'enable', value: 'enabled', label: t('dictItem.bulk.enable'), operation: 'dict:status', t }),
    bulkStatusAction(api, { key: 'disable', value: 'disabled', label: t('dictItem.bulk.disable'), operation: 'dict:status', t }),
  ];
  return { actions: refreshingDicts(actions, useRefreshDictStore()), exportView: api.exportView, restore: api.restore };
}
