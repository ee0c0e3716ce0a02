import type { VerifyCodeListRequest, VerifyCodeListResult } from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The verification-code calls of the console (bulk and export: list-shared/bulkApi.ts). */
export function verifyCodeApi(client: EnvelopeClient) {
  return {
    list: (body: VerifyCodeListRequest) => client.post<VerifyCodeListResult>('/api/admin/verifyCode/list', body),
    remove: (id: number) => client.post<null>('/api/admin/verifyCode/delete', { id }, { invalidates: 'verifyCode' }),
  };
}
