import * as oidc from 'openid-client';
import { MICROSOFT_HOSTS } from './config.js';
import { identityFromClaims, IdentityRejected } from './identity.js';
import type { MicrosoftSignInConfig, VerifiedIdentity } from './types.js';

/** The secrets of one authorization request; the caller keeps them server-side until the callback. */
export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** What the callback checks the provider's answer against (from the stored transaction). */
export interface CallbackChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Scopes asked of the provider: `profile` makes Entra ID include `oid` and the display name. */
const SCOPE = 'openid profile';

// Provider metadata per configuration object: a cache of public documents, not flow state.
const discovered = new WeakMap<MicrosoftSignInConfig, Promise<oidc.Configuration>>();

/** Discovers the provider (once per configuration) with signature checks of ID tokens against its JWKS. */
export function providerConfiguration(config: MicrosoftSignInConfig): Promise<oidc.Configuration> {
  let pending = discovered.get(config);
  if (!pending) {
    const execute: Array<(c: oidc.Configuration) => void> = [oidc.enableNonRepudiationChecks];
    if (config.allowInsecureIssuer) execute.push(oidc.allowInsecureRequests);
    pending = oidc.discovery(new URL(config.issuer), config.clientId, config.clientSecret, oidc.ClientSecretPost(config.clientSecret), {
      execute,
      timeout: 10,
      ...(config.fetch ? { [oidc.customFetch]: config.fetch } : {}),
    });
    discovered.set(config, pending);
    pending.catch(() => discovered.delete(config));
  }
  return pending;
}

/** Builds the provider's authorization URL with fresh state, nonce and an S256 PKCE challenge. */
export async function beginAuthorization(config: MicrosoftSignInConfig): Promise<AuthorizationRequest> {
  const provider = await providerConfiguration(config);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: config.redirectUri,
    response_type: 'code',
    scope: SCOPE,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    // Entra ID lets the person pick among signed-in accounts; other providers may not know the value.
    ...(MICROSOFT_HOSTS.includes(new URL(config.issuer).hostname) ? { prompt: 'select_account' } : {}),
  });
  return { url, state, nonce, codeVerifier };
}

/**
 * Exchanges the authorization code (client secret, PKCE verifier) and validates the ID token:
 * signature against the provider's JWKS, exact issuer, audience equal to the client id, expiry,
 * nonce, then the tenant rule and the subject rule of {@link identityFromClaims}.
 * Throws {@link IdentityRejected} or an openid-client error when anything does not hold.
 */
export async function completeAuthorization(
  config: MicrosoftSignInConfig,
  callbackQuery: string,
  checks: CallbackChecks,
): Promise<VerifiedIdentity> {
  const provider = await providerConfiguration(config);
  const currentUrl = new URL(config.redirectUri);
  currentUrl.search = callbackQuery;
  const tokens = await oidc.authorizationCodeGrant(provider, currentUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new IdentityRejected('no ID token');
  return identityFromClaims(config, claims, new Date());
}
