import type {
  ChangePhoneNumberRequest,
  MySignInEndOthersResult,
  MySignInListRequest,
  MySignInListResult,
  PasswordChangeRequest,
  PasswordChangeResult,
  VerifyCodeSendRequest,
  VerifyCodeSendResult,
} from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The resource the sign-in lists show: the own list here and the admins' list in the audit log. */
export const SIGN_IN_RESOURCE = 'authSession';

/** The caller's own password, phone and sign-in calls. */
export function accountApi(client: EnvelopeClient) {
  return {
    changePassword: (body: PasswordChangeRequest) => client.post<PasswordChangeResult>('/api/admin/password/change', body),
    sendCode: (body: VerifyCodeSendRequest) =>
      client.post<VerifyCodeSendResult>('/api/admin/verifyCode/send', body, { invalidates: 'verifyCode' }),
    changePhone: (body: ChangePhoneNumberRequest) => client.post<{ phoneNumber: string }>('/api/admin/user/changePhoneNumber', body),
    signIns: (body: MySignInListRequest) => client.post<MySignInListResult>('/api/admin/self/signIns/list', body),
    endSignIn: (id: number) => client.post<null>('/api/admin/self/signIns/end', { id }, { invalidates: SIGN_IN_RESOURCE }),
    endOtherSignIns: () =>
      client.post<MySignInEndOthersResult>('/api/admin/self/signIns/endOthers', undefined, { invalidates: SIGN_IN_RESOURCE }),
  };
}

/** The field a 400 answer names (`result.field`), if any. */
export function fieldOfError(error: unknown): string | undefined {
  const result = (error as { result?: unknown } | null)?.result;
  const field = (result as { field?: unknown } | null)?.field;
  return typeof field === 'string' ? field : undefined;
}
