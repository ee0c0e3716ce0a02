import type {
  DictItemAddRequest,
  DictItemFilter,
  DictItemListRequest,
  DictItemListResult,
  DictItemRecord,
  DictItemUpdateRequest,
  UndoableDelete,
} from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** Filters of the item list (the dictionary itself comes from the URL's `dictCode`). */
export type ItemFilter = Pick<DictItemFilter, 'keyword' | 'status'>;

/** The dictionary-item calls of the setting/dictItem page (bulk, restore and export: list-shared/bulkApi.ts). */
export function dictItemApi(client: EnvelopeClient) {
  return {
    /** One page of a dictionary's items with the dictionary; without a page, all its items. */
    list: (body: DictItemListRequest) => client.post<DictItemListResult>('/api/admin/dict/item/list', body),
    detail: (id: number) => client.post<DictItemRecord>('/api/admin/dict/item/detail', { id }),
    add: (body: DictItemAddRequest) => client.post<DictItemRecord>('/api/admin/dict/item/add', body, { invalidates: 'dict' }),
    update: (body: DictItemUpdateRequest) => client.post<DictItemRecord>('/api/admin/dict/item/update', body, { invalidates: 'dict' }),
    remove: (id: number) => client.post<UndoableDelete>('/api/admin/dict/item/delete', { id }, { invalidates: 'dict' }),
    reorder: (dictCode: string, ids: number[]) =>
      client.post<null>('/api/admin/dict/item/reorder', { dictCode, ids }, { invalidates: 'dict' }),
  };
}
