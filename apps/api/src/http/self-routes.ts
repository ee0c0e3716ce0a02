// A signed-in user's routes over their own data (`access: { auth: 'self' }`) share everything but their path, their
// schemas and what they do: POST, the self access rule, the caller's AuthContext read first. A module declares them
// as one table under a base path, so each route says only what is its own.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireAuth } from '../auth/guard.js';
import type { AuthContext } from '../auth/types.js';
import { defineRoute, type RouteAnswer, type RouteRequest } from './define-route.js';
import type { TSchema } from './schema-types.js';

/** One route of a {@link defineSelfRoutes} table. */
export interface SelfRoute<B extends TSchema | undefined, R extends TSchema> {
  summary: string;
  /** Schema of the JSON body, when the route takes one. */
  body?: B;
  /** Schema of the envelope's `result` on success. */
  result: R;
  /** Answers the request of the signed-in `auth` (already checked: no token never reaches it). */
  handler: (request: RouteRequest<B>, auth: AuthContext, reply: FastifyReply) => Promise<RouteAnswer<R>>;
}

/**
 * Keeps a self route's body and result types when it sits in a table of routes of other types.
 *
 * @example
 * const list = selfRoute({ summary: 'My things', result: thingListResult, handler: async (_request, auth) => ok(await things(auth.userId)) });
 */
export function selfRoute<B extends TSchema | undefined = undefined, R extends TSchema = TSchema>(route: SelfRoute<B, R>): SelfRoute<B, R> {
  return route;
}

/**
 * Registers a table of self routes: each key is a path under `base` (`'list'` -> `${base}/list`), each a POST that
 * any signed-in user may call for their own data, listed in the OpenAPI document under `tags`.
 *
 * @example
 * defineSelfRoutes(app, '/api/admin/self/signIns', {
 *   list: selfRoute({ summary: "The caller's open sign-ins", body: listBody, result: listResult, handler: async (request, auth) => ok(await mine(auth, request.body)) }),
 * });
 */
export function defineSelfRoutes(
  app: FastifyInstance,
  base: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry keeps its own types through selfRoute
  routes: Record<string, SelfRoute<any, any>>,
  tags: string[] = ['self'],
): void {
  for (const [path, route] of Object.entries(routes)) {
    defineRoute(app, {
      method: 'POST',
      url: `${base}/${path}`,
      access: { auth: 'self' },
      summary: route.summary,
      tags,
      ...(route.body ? { body: route.body as TSchema } : {}),
      result: route.result as TSchema,
      handler: (request, reply) => route.handler(request as never, requireAuth(request), reply),
    });
  }
}
