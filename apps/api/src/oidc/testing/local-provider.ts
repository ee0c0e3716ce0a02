// A real OpenID Provider (oidc-provider) on 127.0.0.1 for tests: one confidential client with a
// secret, PKCE required, accounts whose ID tokens carry oid and tid, and an interaction that signs
// the chosen test account in at once (no login form), so a test drives the whole code flow over HTTP.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person the provider can sign in. */
export interface LocalAccount {
  sub: string;
  oid?: string;
  tid?: string;
  name?: string;
}

/** Options of {@link startLocalProvider}. */
export interface LocalProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: LocalAccount[];
}

/** A running provider. */
export interface LocalProvider {
  issuer: string;
  /** The key the provider signs ID tokens with (tests forge tokens with it) and its kid. */
  signingKey: KeyObject;
  kid: string;
  /** Chooses who the next interaction signs in (default: the first account). */
  signInAs(sub: string): void;
  close(): Promise<void>;
}

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/** Starts a provider on a random 127.0.0.1 port. */
export async function startLocalProvider(options: LocalProviderOptions): Promise<LocalProvider> {
  let handler: Parameters<typeof createServer>[1] = (_req, res) => res.end();
  const server = createServer((req, res) => handler?.(req, res));
  const port = await listen(server);
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'local-test-key';
  const accounts = new Map(options.accounts.map((a) => [a.sub, a]));
  let current = options.accounts[0]?.sub ?? '';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] },
    claims: { openid: ['sub'], profile: ['name', 'oid', 'tid'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['local-test-provider-cookie-key'] },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: async () => ({ ...account }) };
    },
  });
  const callback = provider.callback();
  handler = (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const clientId = String(details.params.client_id);
      const grant = new provider.Grant({ accountId: current, clientId });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: current }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  };
  return {
    issuer,
    signingKey: privateKey,
    kid,
    signInAs(sub) {
      current = sub;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
