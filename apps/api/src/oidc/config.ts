import type { MicrosoftSignInConfig } from './types.js';

export type { MicrosoftSignInConfig } from './types.js';

/** Hosts that issue Microsoft Entra ID tokens; on these an `oid` claim is required. */
export const MICROSOFT_HOSTS = ['login.microsoftonline.com', 'login.microsoftonline.us', 'login.partner.microsoftonline.cn'];

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function parseUrl(name: string, raw: string): URL {
  try {
    return new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

/**
 * Reads Microsoft sign-in from MS_CLIENT_ID, MS_CLIENT_SECRET, MS_TENANT_ID or MS_ISSUER_URL,
 * MS_REDIRECT_BASE_URL (default http://localhost:<port>) and MS_PENDING_BINDING_SECONDS (default 600).
 * Undefined when none of the MS_* identity variables is set; throws a readable error when only some are.
 *
 * Tenant rule: with MS_TENANT_ID (a directory GUID; 'common', 'organizations' and domain names are
 * refused) the issuer is https://login.microsoftonline.com/<tenant>/v2.0 and every ID token's `tid`
 * must equal the tenant. With MS_ISSUER_URL the issuer is taken as given (a single-tenant issuer or a
 * local provider) and `tid` is only checked when MS_TENANT_ID is set as well.
 */
export function loadMicrosoftSignIn(env: NodeJS.ProcessEnv, port: number): MicrosoftSignInConfig | undefined {
  const clientId = env.MS_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.MS_CLIENT_SECRET ?? '';
  const tenant = env.MS_TENANT_ID?.trim() ?? '';
  const issuerRaw = env.MS_ISSUER_URL?.trim() ?? '';
  if (!clientId && !clientSecret && !tenant && !issuerRaw) return undefined;
  if (!clientId) throw new Error('MS_CLIENT_ID is required for Microsoft sign-in');
  if (!clientSecret) throw new Error('MS_CLIENT_SECRET is required for Microsoft sign-in');
  if (!tenant && !issuerRaw) throw new Error('Microsoft sign-in needs MS_TENANT_ID or MS_ISSUER_URL');
  if (tenant && !GUID.test(tenant)) {
    throw new Error(`MS_TENANT_ID must be the directory (tenant) GUID, got "${tenant}" (multi-tenant endpoints are not accepted)`);
  }

  const issuer = issuerRaw
    ? parseUrl('MS_ISSUER_URL', issuerRaw)
    : new URL(`https://login.microsoftonline.com/${tenant.toLowerCase()}/v2.0`);
  const loopback = LOOPBACK.has(issuer.hostname);
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && loopback)) {
    throw new Error('MS_ISSUER_URL must use https (plain http only on 127.0.0.1 or localhost)');
  }
  const base = parseUrl('MS_REDIRECT_BASE_URL', env.MS_REDIRECT_BASE_URL?.trim() || `http://localhost:${port}`);
  const redirectUri = `${base.origin}${base.pathname.replace(/\/+$/, '')}/api/admin/land/ms/callback`;
  return {
    clientId,
    clientSecret,
    issuer: issuerRaw || issuer.toString(),
    tenantId: tenant ? tenant.toLowerCase() : undefined,
    redirectUri,
    secureCookies: base.protocol === 'https:',
    pendingBindingSeconds: positiveInteger('MS_PENDING_BINDING_SECONDS', env.MS_PENDING_BINDING_SECONDS, 600),
    allowInsecureIssuer: issuer.protocol === 'http:',
  };
}
