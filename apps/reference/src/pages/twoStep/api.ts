import type {
  LoginResult,
  PasskeyOptionsResult,
  PasskeyRegisterRequest,
  PasskeySignInOptionsResult,
  SecondFactorRenameRequest,
  RecoveryCodesRequest,
  RecoveryCodesResult,
  SecondFactorListResult,
  SecondFactorRemoveRequest,
  SecondFactorSignInRequest,
  TotpConfirmRequest,
  TotpStartResult,
} from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The resource the two-step section shows: a write invalidates it. */
export const TWO_STEP_RESOURCE = 'secondFactor';

/** The caller's own second factors and the login's second step. */
export function twoStepApi(client: EnvelopeClient) {
  return {
    list: () => client.post<SecondFactorListResult>('/api/admin/secondFactor/list'),
    startTotp: () => client.post<TotpStartResult>('/api/admin/secondFactor/totp/start'),
    confirmTotp: (body: TotpConfirmRequest) =>
      client.post<RecoveryCodesResult>('/api/admin/secondFactor/totp/confirm', body, { invalidates: TWO_STEP_RESOURCE }),
    remove: (body: SecondFactorRemoveRequest) =>
      client.post<null>('/api/admin/secondFactor/remove', body, { invalidates: TWO_STEP_RESOURCE }),
    renewRecoveryCodes: (body: RecoveryCodesRequest) =>
      client.post<RecoveryCodesResult>('/api/admin/secondFactor/recoveryCodes', body, { invalidates: TWO_STEP_RESOURCE }),
    passkeyOptions: () => client.post<PasskeyOptionsResult>('/api/admin/secondFactor/passkey/options'),
    registerPasskey: (body: PasskeyRegisterRequest) =>
      client.post<RecoveryCodesResult>('/api/admin/secondFactor/passkey/register', body, { invalidates: TWO_STEP_RESOURCE }),
    rename: (body: SecondFactorRenameRequest) =>
      client.post<null>('/api/admin/secondFactor/rename', body, { invalidates: TWO_STEP_RESOURCE }),
    passkeySignInOptions: (challenge: string) =>
      client.post<PasskeySignInOptionsResult>('/api/admin/land/secondFactor/passkeyOptions', { challenge }),
    signInStep: (body: SecondFactorSignInRequest) => client.post<LoginResult>('/api/admin/land/secondFactor', body),
  };
}
