// Shared setup of the Microsoft sign-in tests: a local OpenID provider, the app configured against it
// (with a settable clock and a hook that can rewrite the provider's token answers), and flow steps.
import { createSign, type KeyObject } from 'node:crypto';
import { loadMicrosoftSignIn } from '../../oidc/config.js';
import { startLocalProvider, type LocalProvider } from '../../oidc/testing/local-provider.js';
import { TestBrowser } from '../../oidc/testing/test-browser.js';
import type { MicrosoftSignInConfig, ProviderFetch } from '../../oidc/types.js';
import { startTestApp, type TestApp, type TestTarget } from '../../testing/test-app.js';

export const APP_ORIGIN = 'http://127.0.0.1:3999';
export const TENANT = '0f0e0d0c-0b0a-4909-8807-060504030201';
export const CLIENT_ID = 'console-client';
export const CLIENT_SECRET = 'console-client-secret-for-tests';

/** Rewrites the claims of the ID token in the provider's token answer; may re-sign with another key. */
export type TokenTamper = (claims: Record<string, unknown>) => { claims: Record<string, unknown>; key?: KeyObject };

/** A running app + provider pair. */
export interface MsTestBed {
  t: TestApp;
  provider: LocalProvider;
  ms: MicrosoftSignInConfig;
  /** Moves the app's clock (not the provider's) forward. */
  advance(seconds: number): void;
  /** Set to rewrite the next token answers; undefined passes them through. */
  tamper: TokenTamper | undefined;
  browser(): TestBrowser;
  close(): Promise<void>;
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs a JWT (RS256) with the given key. */
export function signJwt(claims: Record<string, unknown>, key: KeyObject, kid: string): string {
  const input = `${b64({ alg: 'RS256', typ: 'JWT', kid })}.${b64(claims)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`;
}

/** Starts the provider (accounts alice, bob, carol in TENANT) and the app configured against it. */
export async function startMsTestBed(target: TestTarget, env: Record<string, string> = {}): Promise<MsTestBed> {
  const provider = await startLocalProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUri: `${APP_ORIGIN}/api/admin/land/ms/callback`,
    accounts: [
      { sub: 'alice', oid: 'oid-alice', tid: TENANT, name: 'Alice Example' },
      { sub: 'bob', oid: 'oid-bob', tid: TENANT, name: 'Bob Example' },
      { sub: 'carol', oid: 'oid-carol', tid: TENANT, name: 'Carol Example' },
    ],
  });
  let offsetMs = 0;
  const bed = { tamper: undefined as TokenTamper | undefined };
  const fetchThroughTamper: ProviderFetch = async (url, options) => {
    const response = await fetch(url, options);
    if (!bed.tamper || !url.endsWith('/token')) return response;
    const body = (await response.json()) as { id_token: string };
    const claims = JSON.parse(Buffer.from(body.id_token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = bed.tamper(claims);
    const id_token = signJwt(forged.claims, forged.key ?? provider.signingKey, provider.kid);
    return new Response(JSON.stringify({ ...body, id_token }), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const ms = loadMicrosoftSignIn(
    {
      MS_CLIENT_ID: CLIENT_ID,
      MS_CLIENT_SECRET: CLIENT_SECRET,
      MS_ISSUER_URL: provider.issuer,
      MS_REDIRECT_BASE_URL: APP_ORIGIN,
      ...env,
    },
    3999,
  );
  if (!ms) throw new Error('Microsoft sign-in did not configure');
  ms.fetch = fetchThroughTamper;
  const t = await startTestApp(target, { config: { microsoftSignIn: ms }, now: () => new Date(Date.now() + offsetMs) });
  return Object.assign(bed, {
    t,
    provider,
    ms,
    advance: (seconds: number) => void (offsetMs += seconds * 1000),
    browser: () => new TestBrowser(t.app, APP_ORIGIN),
    close: async () => {
      await t.close();
      await provider.close();
    },
  });
}

/** Starts a sign-in as `sub` and follows the provider until it redirects back; returns the callback URL (unvisited). */
export async function signInAtProvider(bed: MsTestBed, browser: TestBrowser, sub: string, returnTo = '/setting/role'): Promise<string> {
  bed.provider.signInAs(sub);
  const start = await browser.get(`/api/admin/land/ms/start?redirect=${encodeURIComponent(returnTo)}`);
  if (start.status !== 302 || !start.location) throw new Error(`start answered ${start.status}: ${start.body}`);
  return browser.followToApp(start.location);
}

/** Runs a whole sign-in as `sub`; returns where the app finally sent the browser (e.g. /bindingUser?pending=...). */
export async function landAfterProvider(bed: MsTestBed, browser: TestBrowser, sub: string, returnTo?: string): Promise<URL> {
  const callback = await browser.get(await signInAtProvider(bed, browser, sub, returnTo));
  if (!callback.location) throw new Error(`callback answered ${callback.status}: ${callback.body}`);
  return new URL(callback.location);
}
