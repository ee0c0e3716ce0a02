// A local OpenID Provider for the end-to-end tests (oidc-provider): one confidential client with a
// secret and PKCE required, test accounts whose ID tokens carry oid and tid (like Microsoft Entra ID),
// and a plain sign-in page where the test types which account signs in.
// Env: OIDC_PORT (listen port on 127.0.0.1), CONSOLE_ORIGIN (the console's origin, for the redirect URI),
// OIDC_CLIENT_ID, OIDC_CLIENT_SECRET.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT ?? 8290);
const consoleOrigin = process.env.CONSOLE_ORIGIN ?? 'http://127.0.0.1:8181';
const issuer = `http://127.0.0.1:${port}`;
export const TENANT = '7c0a1e4e-0000-4000-8000-00000000e2e0';
const accounts = {
  alice: { sub: 'alice', oid: 'e2e-oid-alice', tid: TENANT, name: 'Alice E2E' },
  bob: { sub: 'bob', oid: 'e2e-oid-bob', tid: TENANT, name: 'Bob E2E' },
  carol: { sub: 'carol', oid: 'e2e-oid-carol', tid: TENANT, name: 'Carol E2E' },
};

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID ?? 'e2e-console',
      client_secret: process.env.OIDC_CLIENT_SECRET ?? 'e2e-console-secret',
      redirect_uris: [`${consoleOrigin}/api/admin/land/ms/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  pkce: { required: () => true },
  claims: { openid: ['sub'], profile: ['name', 'oid', 'tid'] },
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  cookies: { keys: ['e2e-provider-cookie-key'] },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  findAccount: (_ctx, id) => (accounts[id] ? { accountId: id, claims: async () => ({ ...accounts[id] }) } : undefined),
});
const callback = provider.callback();

const page = (uid, error = '') => `<!doctype html><html><head><title>Local provider sign-in</title></head><body>
<h1>Local provider sign-in</h1>${error ? `<p role="alert">${error}</p>` : ''}
<form method="post" action="/interaction/${uid}">
<label>Account <input name="account" autocomplete="off"></label>
<button type="submit">Sign in to provider</button></form></body></html>`;

const readForm = (req) =>
  new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
  });

async function interaction(req, res) {
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'GET') {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    return res.end(page(details.uid));
  }
  const account = (await readForm(req)).get('account') ?? '';
  if (!accounts[account]) {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    return res.end(page(details.uid, 'Unknown account'));
  }
  const grant = new provider.Grant({ accountId: account, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  return provider.interactionFinished(
    req,
    res,
    { login: { accountId: account }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

createServer((req, res) => {
  if (!req.url?.startsWith('/interaction/')) return callback(req, res);
  interaction(req, res).catch((error) => {
    res.statusCode = 500;
    res.end(String(error));
  });
}).listen(port, '127.0.0.1', () => console.log(`local OpenID provider at ${issuer}`));
