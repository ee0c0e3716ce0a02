import type { Envelope, MsConfigResult, MsSignInResult } from '@backoffice/api/contract';
import type { EnvelopeClient, LoginResult } from '@backoffice/console-core';

/** The server route that starts the Microsoft sign-in (a browser navigation, not an XHR). */
export const MS_START_PATH = '/api/admin/land/ms/start';

/** The start address, carrying the local console path to open after sign-in. */
export function msStartUrl(returnTo: string | undefined): string {
  return returnTo ? `${MS_START_PATH}?redirect=${encodeURIComponent(returnTo)}` : MS_START_PATH;
}

/** The public Microsoft sign-in calls of the login and mslogin pages. */
export function msLoginApi(client: EnvelopeClient) {
  return {
    /** Whether the server has Microsoft sign-in configured (GET, public). */
    async config(): Promise<MsConfigResult> {
      const axios = await client.axios();
      const response = await axios.get<Envelope<MsConfigResult>>('/api/admin/land/ms/config');
      return response.data.result;
    },
    /** Exchanges the one-time ticket from the callback for a token and user info. */
    exchange: (ticket: string) => client.post<MsSignInResult>('/api/admin/land/ms/exchange', { ticket }),
  };
}

/**
 * The sign-in result as the session store takes it. The server's user info is the same one the password
 * login stores (its `null` fields mean "not set", as there); only the TypeScript shapes differ.
 */
export function asLoginResult(result: MsSignInResult): LoginResult {
  return { token: result.token, userInfo: result.userInfo as unknown as LoginResult['userInfo'] };
}
