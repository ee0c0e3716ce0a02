import type { MsBindRequest, MsPendingResult, MsSignInResult } from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The binding screen's public calls. */
export function bindingApi(client: EnvelopeClient) {
  return {
    /** Whether the pending binding can still be used (never an error toast: an answer with a status). */
    pending: (pending: string) => client.post<MsPendingResult>('/api/admin/land/ms/pending', { pending }),
    /** Proves a staff account, binds the Microsoft account to it and signs in. */
    bind: (body: MsBindRequest) => client.post<MsSignInResult>('/api/admin/land/ms/bind', body),
  };
}

/** Whether a failed bind means the pending binding is gone (expired, used, or too many attempts). */
export function isExpiredAnswer(error: unknown): boolean {
  const result = (error as { result?: unknown } | null)?.result;
  return (result as { reason?: unknown } | null)?.reason === 'expired';
}
