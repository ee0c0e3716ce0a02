import type {
  LoginResult,
  PasskeyOptionsResult,
  PasskeyRegisterRequest,
  PasskeySignInOptionsResult,
  RecoveryCodesResult,
  SecondFactorSignInRequest,
} from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/**
 * The calls that carry WebAuthn's JSON (open objects in the server's schema, typed here as the browser library takes
 * them) and the login's second step, which the sign-in page makes before the typed client loads. The caller's other
 * second-factor calls: `api.resource('secondFactor')`.
 */
export function passkeyApi(client: EnvelopeClient) {
  return {
    options: () => client.post<PasskeyOptionsResult>('/api/admin/secondFactor/passkey/options'),
    register: (body: PasskeyRegisterRequest) =>
      client.post<RecoveryCodesResult>('/api/admin/secondFactor/passkey/register', body, { invalidates: 'secondFactor' }),
    signInOptions: (challenge: string) =>
      client.post<PasskeySignInOptionsResult>('/api/admin/land/secondFactor/passkeyOptions', { challenge }),
    signInStep: (body: SecondFactorSignInRequest) => client.post<LoginResult>('/api/admin/land/secondFactor', body),
  };
}
