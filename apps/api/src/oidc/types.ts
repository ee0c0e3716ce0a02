// The Microsoft sign-in settings as the server uses them, parsed once from the environment.
// `fetch` is the one seam for tests (intercepting provider answers); production leaves it unset.
import type { CustomFetch } from 'openid-client';

/** A fetch implementation for the OpenID client's calls to the provider (openid-client's CustomFetch). */
export type ProviderFetch = CustomFetch;

/** Microsoft (OpenID Connect) sign-in configuration; absent when sign-in is not configured. */
export interface MicrosoftSignInConfig {
  clientId: string;
  clientSecret: string;
  /** Exact issuer expected in discovery and in every ID token. */
  issuer: string;
  /**
   * Tenant (directory) id the ID token's `tid` must equal. Always set with MS_TENANT_ID; with only
   * MS_ISSUER_URL it is undefined and the issuer alone pins the tenant (single-tenant or local provider).
   */
  tenantId: string | undefined;
  /** Absolute URL of GET /api/admin/land/ms/callback, registered at the provider. */
  redirectUri: string;
  /** Whether the console is served over https (the browser cookie is then `Secure`). */
  secureCookies: boolean;
  /** How long an unbound identity waits for its staff account proof. */
  pendingBindingSeconds: number;
  /** Plain-http issuer allowed (loopback only, for local test providers). */
  allowInsecureIssuer: boolean;
  /** Tests only: replaces fetch for discovery, JWKS and token calls. */
  fetch?: ProviderFetch;
}

/** What the validated ID token says about the person: the key of an external identity, plus a display hint. */
export interface VerifiedIdentity {
  provider: 'microsoft';
  /** `tid` when present, otherwise the issuer. */
  tenant: string;
  /** `oid`, or `sub` for a non-Microsoft local provider that has no `oid`. */
  oid: string;
  /** name / preferred_username for display only; never used to match an account. */
  label: string | null;
}
