import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../../audit/record.js';
import { msRoute } from './ms-route.js';
import { ok } from '../../http/envelope.js';
import { Type } from '../../http/schema-types.js';
import { beginAuthorization, completeAuthorization } from '../../oidc/client.js';
import { bindingRoutes } from './binding-routes.js';
import { browserHashOf, ensureBrowserCookie } from './browser-cookie.js';
import { findBoundUser } from './identities.js';
import { issueTicket, purgeExpired, saveTransaction, savePendingBinding, takeTransaction } from './queries.js';
import { safeReturnTo } from './return-to.js';
import { msConfigResult, type MsCallbackError } from './schemas.js';
import { isSecretShaped } from './secrets.js';
import { requireConfigured } from './sign-in.js';
import { signInRoutes, type MsLoginDeps } from './sign-in-routes.js';

/** Redirect that carries a one-time secret: never cached, never sent on as a referrer. */
function redirectNoStore(reply: FastifyReply, location: string): FastifyReply {
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  return reply.redirect(location, 302);
}

const rawQuery = (request: FastifyRequest) => request.url.split('?').slice(1).join('?');

/** A query-string parameter as Fastify parsed it (a string, an array when repeated), or undefined. */
function queryParam(request: FastifyRequest, name: string): unknown {
  const query: unknown = request.query;
  if (typeof query !== 'object' || query === null) return undefined;
  return Object.getOwnPropertyDescriptor(query, name)?.value;
}

/**
 * Microsoft (OpenID Connect, authorization code + PKCE S256) sign-in:
 * GET /api/admin/land/ms/config, /start and /callback here; the ticket exchange and the binding in
 * sign-in-routes.ts; admins' and users' binding management in binding-routes.ts.
 */
export function msLoginRoutes(app: FastifyInstance, deps: MsLoginDeps): void {
  const { db, policy, config } = deps;

  msRoute(app, 'config', {
    method: 'GET',
    access: { public: true },
    summary: 'Whether Microsoft sign-in is configured (the login page shows its button only then)',
    result: msConfigResult,
    handler: async () => ok({ enabled: config !== undefined }),
  });

  msRoute(app, 'start', {
    method: 'GET',
    access: { public: true },
    summary: 'Starts Microsoft sign-in: keeps state, nonce and PKCE verifier server-side and redirects to the provider',
    result: Type.Null(),
    handler: async (request, reply) => {
      const ms = requireConfigured(config);
      const now = policy.now();
      await purgeExpired(db, now);
      let authorization;
      try {
        authorization = await beginAuthorization(ms);
      } catch (error) {
        request.log.error({ err: error }, 'Microsoft sign-in: provider discovery failed');
        return redirectNoStore(reply, '/mslogin?error=unavailable');
      }
      const browserHash = ensureBrowserCookie(request, reply, ms.secureCookies);
      await saveTransaction(db, { ...authorization, browserHash, returnTo: safeReturnTo(queryParam(request, 'redirect')) }, now);
      return redirectNoStore(reply, authorization.url.toString());
    },
  });

  msRoute(app, 'callback', {
    method: 'GET',
    access: { public: true },
    summary: "The provider's redirect: exchanges the code, validates the ID token, then signs in or asks for a binding",
    result: Type.Null(),
    handler: async (request, reply) => {
      const ms = requireConfigured(config);
      const now = policy.now();
      const fail = async (reason: MsCallbackError, detail?: string) => {
        await recordAudit(
          db,
          {
            actorUserId: null,
            actorUsername: null,
            action: 'land.msLogin',
            ip: request.ip ?? null,
            outcome: 'failure',
            detail: { reason, ...(detail ? { detail } : {}) },
          },
          now,
        );
        return redirectNoStore(reply, `/mslogin?error=${reason}`);
      };
      const state = queryParam(request, 'state');
      if (!isSecretShaped(state)) return fail('state');
      const transaction = await takeTransaction(db, state, now);
      if (!transaction || transaction.browser_hash !== browserHashOf(request)) return fail('state');
      const providerError = queryParam(request, 'error');
      if (providerError) return fail('denied', String(providerError).slice(0, 100));

      let identity;
      try {
        identity = await completeAuthorization(ms, rawQuery(request), {
          state,
          nonce: transaction.nonce,
          codeVerifier: transaction.code_verifier,
        });
      } catch (error) {
        request.log.warn({ err: error }, 'Microsoft sign-in: code exchange or ID token refused');
        return fail('token', error instanceof Error ? error.message.slice(0, 200) : undefined);
      }

      const bound = await findBoundUser(db, identity);
      const common = { browserHash: transaction.browser_hash, returnTo: transaction.return_to };
      if (bound) {
        if (bound.status !== 'enabled' || bound.deleted_at !== null) return fail('disabled');
        const ticket = await issueTicket(db, { ...common, userId: bound.userId, identityId: bound.identityId }, now);
        return redirectNoStore(reply, `/mslogin?ticket=${ticket}`);
      }
      const pending = await savePendingBinding(db, { ...common, identity, seconds: ms.pendingBindingSeconds }, now);
      return redirectNoStore(reply, `/bindingUser?pending=${pending}`);
    },
  });

  signInRoutes(app, deps);
  bindingRoutes(app, { db, policy });
}
