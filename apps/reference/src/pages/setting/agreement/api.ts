import type {
  AgreementAddRequest,
  AgreementHistoryResult,
  AgreementRecord,
  AgreementUpdateRequest,
  UndoableDelete,
} from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The agreement calls of the setting/agreement page. */
export function agreementApi(client: EnvelopeClient) {
  return {
    history: (type: string) => client.post<AgreementHistoryResult>('/api/admin/agreement/history', { type }),
    add: (body: AgreementAddRequest) => client.post<AgreementRecord>('/api/admin/agreement/add', body, { invalidates: 'agreement' }),
    update: (body: AgreementUpdateRequest) =>
      client.post<AgreementRecord>('/api/admin/agreement/update', body, { invalidates: 'agreement' }),
    publish: (id: number) => client.post<AgreementRecord>('/api/admin/agreement/publish', { id }, { invalidates: 'agreement' }),
    remove: (id: number) => client.post<UndoableDelete>('/api/admin/agreement/delete', { id }, { invalidates: 'agreement' }),
  };
}
