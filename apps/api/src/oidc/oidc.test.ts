import { describe, expect, it } from 'vitest';
import { loadMicrosoftSignIn } from './config.js';
import { identityFromClaims } from './identity.js';

const TENANT = '11111111-2222-4333-8444-555555555555';
const base = { MS_CLIENT_ID: 'app-id', MS_CLIENT_SECRET: 'secret' };

describe('Microsoft sign-in configuration', () => {
  it('is off without MS_* and refuses a partial configuration', () => {
    expect(loadMicrosoftSignIn({}, 8080)).toBeUndefined();
    expect(() => loadMicrosoftSignIn({ MS_CLIENT_ID: 'x' }, 8080)).toThrow(/MS_CLIENT_SECRET/);
    expect(() => loadMicrosoftSignIn(base, 8080)).toThrow(/MS_TENANT_ID or MS_ISSUER_URL/);
    expect(() => loadMicrosoftSignIn({ ...base, MS_TENANT_ID: 'common' }, 8080)).toThrow(/GUID/);
    expect(() => loadMicrosoftSignIn({ ...base, MS_ISSUER_URL: 'http://idp.example.com' }, 8080)).toThrow(/https/);
    expect(() => loadMicrosoftSignIn({ ...base, MS_TENANT_ID: TENANT, MS_PENDING_BINDING_SECONDS: '0' }, 8080)).toThrow(
      /MS_PENDING_BINDING_SECONDS/,
    );
  });

  it('derives the Entra issuer from the tenant and the callback from the base URL', () => {
    const ms = loadMicrosoftSignIn({ ...base, MS_TENANT_ID: TENANT.toUpperCase() }, 9000);
    expect(ms).toMatchObject({
      issuer: `https://login.microsoftonline.com/${TENANT}/v2.0`,
      tenantId: TENANT,
      pendingBindingSeconds: 600,
      redirectUri: 'http://localhost:9000/api/admin/land/ms/callback',
      secureCookies: false,
      allowInsecureIssuer: false,
    });
    const behindProxy = loadMicrosoftSignIn({ ...base, MS_TENANT_ID: TENANT, MS_REDIRECT_BASE_URL: 'https://console.example.com/' }, 9000);
    expect(behindProxy).toMatchObject({ redirectUri: 'https://console.example.com/api/admin/land/ms/callback', secureCookies: true });
    const local = loadMicrosoftSignIn({ ...base, MS_ISSUER_URL: 'http://127.0.0.1:8290' }, 9000);
    expect(local).toMatchObject({ issuer: 'http://127.0.0.1:8290', tenantId: undefined, allowInsecureIssuer: true });
  });
});

describe('the identity an ID token names', () => {
  const entra = loadMicrosoftSignIn({ ...base, MS_TENANT_ID: TENANT }, 8080)!;
  const local = loadMicrosoftSignIn({ ...base, MS_ISSUER_URL: 'http://127.0.0.1:8290' }, 8080)!;
  const now = new Date('2030-01-01T00:00:00Z');
  const exp = now.getTime() / 1000 + 300;
  const token = {
    iss: entra.issuer,
    aud: 'app-id',
    exp,
    tid: TENANT,
    oid: 'object-1',
    sub: 'pairwise-sub',
    name: 'Ada',
    preferred_username: 'ada@contoso.example',
  };

  it('is keyed by tid and oid, never by sub, email or name', () => {
    expect(identityFromClaims(entra, token, now)).toEqual({ provider: 'microsoft', tenant: TENANT, oid: 'object-1', label: 'Ada' });
    expect(() => identityFromClaims(entra, { ...token, oid: undefined }, now)).toThrow(/no oid/);
  });

  it('refuses another tenant, issuer, audience or an expired token', () => {
    expect(() => identityFromClaims(entra, { ...token, tid: '99999999-2222-4333-8444-555555555555' }, now)).toThrow(/tenant/);
    expect(() => identityFromClaims(entra, { ...token, tid: undefined }, now)).toThrow(/tenant/);
    expect(() => identityFromClaims(entra, { ...token, iss: `${entra.issuer}/` }, now)).toThrow(/issuer/);
    expect(() => identityFromClaims(entra, { ...token, aud: ['app-id', 'other'] }, now)).toThrow(/audience/);
    expect(() => identityFromClaims(entra, { ...token, exp: now.getTime() / 1000 - 1 }, now)).toThrow(/expired/);
  });

  it('on a local provider falls back to the issuer as tenant and to sub without oid', () => {
    const claims = { iss: local.issuer, aud: 'app-id', exp, sub: 'user-7' };
    expect(identityFromClaims(local, claims, now)).toEqual({ provider: 'microsoft', tenant: local.issuer, oid: 'user-7', label: null });
    expect(identityFromClaims(local, { ...claims, tid: TENANT, oid: 'o-1' }, now)).toMatchObject({ tenant: TENANT, oid: 'o-1' });
  });
});
