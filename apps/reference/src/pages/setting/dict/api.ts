import type {
  DictAddRequest,
  DictListRequest,
  DictListResult,
  DictRecord,
  DictUpdateRequest,
  UndoableDelete,
} from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The dictionary calls of the setting/dict page (bulk, restore and export: list-shared/bulkApi.ts). */
export function dictApi(client: EnvelopeClient) {
  return {
    list: (body: DictListRequest) => client.post<DictListResult>('/api/admin/dict/list', body),
    detail: (id: number) => client.post<DictRecord>('/api/admin/dict/detail', { id }),
    add: (body: DictAddRequest) => client.post<DictRecord>('/api/admin/dict/add', body, { invalidates: 'dict' }),
    update: (body: DictUpdateRequest) => client.post<DictRecord>('/api/admin/dict/update', body, { invalidates: 'dict' }),
    remove: (id: number) => client.post<UndoableDelete>('/api/admin/dict/delete', { id }, { invalidates: 'dict' }),
  };
}
