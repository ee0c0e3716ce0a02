import type { SmsOutboxListRequest, SmsOutboxListResult } from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The SMS outbox call of the console. */
export function smsOutboxApi(client: EnvelopeClient) {
  return {
    list: (body: SmsOutboxListRequest) => client.post<SmsOutboxListResult>('/api/admin/verifyCode/outbox', body),
  };
}
