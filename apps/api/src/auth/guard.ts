import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { readAccess, type ServiceTokenName } from '../http/access.js';
import { ApiError, Code, forbidden, notFound } from '../http/errors.js';
import { refuseUntilPasswordChanged } from './one-time-password.js';
import { refuseUntilEnrolled } from './second-factor-enrolment.js';
import { resolveSession } from './sign-in-sessions.js';
import { bearerToken } from './tokens.js';
import type { AuthContext, SessionPolicy } from './types.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard for non-public routes; null on public ones. */
    auth: AuthContext | null;
  }
}

/** The service tokens configured in the environment (METRICS_TOKEN, OPS_TOKEN); an absent one disables its routes. */
export type ServiceTokens = Partial<Record<ServiceTokenName, string>>;

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A service-token route: 404 while its token is not configured (the route does not exist for an
 * unconfigured installation), 50008 without a bearer token, 403 for a wrong one. The comparison takes
 * the same time whatever the presented value (digests of equal length, compared in constant time).
 */
function checkServiceToken(request: FastifyRequest, expected: string | undefined): void {
  if (!expected) throw notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`);
  const presented = bearerToken(request.headers.authorization);
  if (!presented) throw new ApiError(Code.tokenInvalid, 'Missing token: this route needs its service token');
  if (!timingSafeEqual(digest(presented), digest(expected))) throw forbidden('Not permitted: wrong service token');
}

/**
 * The single gate in front of every route. Reads the route's declared access rule and refuses
 * routes that declare none (403), resolves the bearer token for non-public routes (500xx codes),
 * checks the operation code for operation routes (403), and the configured secret for service-token
 * routes (`serviceTokens`; 404 when unset). Unknown routes pass to the 404 handler.
 */
export function installAuthGuard(
  app: FastifyInstance,
  db: Kysely<Database>,
  policy: SessionPolicy,
  serviceTokens: ServiceTokens = {},
): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = readAccess(request.routeOptions.config);
    if (!access) {
      request.log.error({ url: request.routeOptions.url }, 'route declares no access rule; refused');
      throw forbidden('This route declares no access rule and is refused');
    }
    if ('public' in access) return;
    if ('serviceToken' in access) {
      checkServiceToken(request, serviceTokens[access.serviceToken]);
      return;
    }
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new ApiError(Code.tokenInvalid, 'Missing token, please sign in');
    request.auth = await resolveSession(db, token, policy);
    refuseUntilPasswordChanged(request.auth, request.routeOptions.url);
    refuseUntilEnrolled(request.auth, request.routeOptions.url);
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
