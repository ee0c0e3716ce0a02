import type { DictItemAddRequest, DictItemListResult, DictItemRecord, DictItemUpdateRequest } from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The dictionary-item calls of the setting/dictItem page. */
export function dictItemApi(client: EnvelopeClient) {
  return {
    list: (dictCode: string) => client.post<DictItemListResult>('/api/admin/dict/item/list', { dictCode }),
    add: (body: DictItemAddRequest) => client.post<DictItemRecord>('/api/admin/dict/item/add', body, { invalidates: 'dict' }),
    update: (body: DictItemUpdateRequest) => client.post<DictItemRecord>('/api/admin/dict/item/update', body, { invalidates: 'dict' }),
    remove: (id: number) => client.post<null>('/api/admin/dict/item/delete', { id }, { invalidates: 'dict' }),
    reorder: (dictCode: string, ids: number[]) =>
      client.post<null>('/api/admin/dict/item/reorder', { dictCode, ids }, { invalidates: 'dict' }),
  };
}
