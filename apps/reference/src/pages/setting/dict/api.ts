import type { DictAddRequest, DictListRequest, DictListResult, DictRecord, DictUpdateRequest } from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The dictionary calls of the setting/dict page. */
export function dictApi(client: EnvelopeClient) {
  return {
    list: (body: DictListRequest) => client.post<DictListResult>('/api/admin/dict/list', body),
    add: (body: DictAddRequest) => client.post<DictRecord>('/api/admin/dict/add', body, { invalidates: 'dict' }),
    update: (body: DictUpdateRequest) => client.post<DictRecord>('/api/admin/dict/update', body, { invalidates: 'dict' }),
    remove: (id: number) => client.post<null>('/api/admin/dict/delete', { id }, { invalidates: 'dict' }),
  };
}
