import { MICROSOFT_HOSTS } from './config.js';
import type { MicrosoftSignInConfig, VerifiedIdentity } from './types.js';

/** An ID token that does not identify a person we accept (wrong issuer, audience, tenant, expired, no subject). */
export class IdentityRejected extends Error {
  constructor(readonly reason: string) {
    super(`ID token rejected: ${reason}`);
    this.name = 'IdentityRejected';
  }
}

/** The claims this module reads; everything else in the token is ignored. */
export interface IdTokenClaims {
  iss?: unknown;
  aud?: unknown;
  exp?: unknown;
  tid?: unknown;
  oid?: unknown;
  sub?: unknown;
  name?: unknown;
  preferred_username?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * Checks an ID token's claims (after the library checked signature, nonce and times) once more and
 * derives the identity key:
 * - `iss` must equal the configured issuer exactly, `aud` must be exactly the client id, `exp` in the future;
 * - tenant: when a tenant id is configured, `tid` must equal it; the key's tenant is `tid`, or the issuer when
 *   the token has none (a local single-tenant provider);
 * - subject: `oid` (stable per person and tenant in Entra ID). Only a non-Microsoft issuer without `oid`
 *   falls back to `sub` (Entra's `sub` is pairwise per application, so it is never used there).
 * Email and display name are never part of the key.
 */
export function identityFromClaims(config: MicrosoftSignInConfig, claims: IdTokenClaims, now: Date): VerifiedIdentity {
  if (claims.iss !== config.issuer) throw new IdentityRejected('issuer mismatch');
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (audiences.length !== 1 || audiences[0] !== config.clientId) throw new IdentityRejected('audience mismatch');
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) throw new IdentityRejected('expired');

  const tid = text(claims.tid)?.toLowerCase();
  if (config.tenantId !== undefined && tid !== config.tenantId) throw new IdentityRejected('tenant mismatch');

  const microsoft = MICROSOFT_HOSTS.includes(new URL(config.issuer).hostname);
  const oid = text(claims.oid) ?? (microsoft ? undefined : text(claims.sub));
  if (!oid) throw new IdentityRejected('no oid claim');

  const label = text(claims.name) ?? text(claims.preferred_username) ?? null;
  return { provider: 'microsoft', tenant: tid ?? config.issuer, oid, label: label?.slice(0, 200) ?? null };
}
