import type {
  ChangePhoneNumberRequest,
  PasswordChangeRequest,
  PasswordChangeResult,
  VerifyCodeSendRequest,
  VerifyCodeSendResult,
} from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The caller's own password and phone calls. */
export function accountApi(client: EnvelopeClient) {
  return {
    changePassword: (body: PasswordChangeRequest) => client.post<PasswordChangeResult>('/api/admin/password/change', body),
    sendCode: (body: VerifyCodeSendRequest) => client.post<VerifyCodeSendResult>('/api/admin/verifyCode/send', body),
    changePhone: (body: ChangePhoneNumberRequest) => client.post<{ phoneNumber: string }>('/api/admin/user/changePhoneNumber', body),
  };
}

/** The field a 400 answer names (`result.field`), if any. */
export function fieldOfError(error: unknown): string | undefined {
  const result = (error as { result?: unknown } | null)?.result;
  const field = (result as { field?: unknown } | null)?.field;
  return typeof field === 'string' ? field : undefined;
}
