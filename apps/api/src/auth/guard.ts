import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { readAccess } from '../http/access.js';
import { ApiError, Code, forbidden } from '../http/errors.js';
import { refuseUntilPasswordChanged } from './one-time-password.js';
import { resolveSession } from './sessions.js';
import { bearerToken } from './tokens.js';
import type { AuthContext, SessionPolicy } from './types.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard for non-public routes; null on public ones. */
    auth: AuthContext | null;
  }
}

/**
 * The single gate in front of every route. Reads the route's declared access rule and refuses
 * routes that declare none (403), resolves the bearer token for non-public routes (500xx codes),
 * and checks the operation code for operation routes (403). Unknown routes pass to the 404 handler.
 */
export function installAuthGuard(app: FastifyInstance, db: Kysely<Database>, policy: SessionPolicy): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = readAccess(request.routeOptions.config);
    if (!access) {
      request.log.error({ url: request.routeOptions.url }, 'route declares no access rule; refused');
      throw forbidden('This route declares no access rule and is refused');
    }
    if ('public' in access) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new ApiError(Code.tokenInvalid, 'Missing token, please sign in');
    request.auth = await resolveSession(db, token, policy);
    refuseUntilPasswordChanged(request.auth, request.routeOptions.url);
    if ('operation' in access && !request.auth.operations.has(access.operation)) {
      throw forbidden(`Not permitted: requires operation ${access.operation}`);
    }
  });
}

/** The caller of a non-public route; throws when called on a route that has no signed-in caller. */
export function requireAuth(request: { auth: AuthContext | null }): AuthContext {
  if (!request.auth) throw new ApiError(Code.tokenInvalid, 'Missing token, please sign in');
  return request.auth;
}
