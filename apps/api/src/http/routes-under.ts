// The routes of one area of the API (`/api/admin/<area>/...`): the area names the URL prefix and the OpenAPI tag
// once, so a module's route states only what is its own (path, access, schemas, handler).
import type { FastifyInstance } from 'fastify';
import { defineRoute, type RouteDefinition } from './define-route.js';
import type { TSchema } from './schema-types.js';

/** A route of an area: a {@link RouteDefinition} without its URL and tags, POST unless it says GET. */
export type AreaRouteDefinition<B extends TSchema | undefined, R extends TSchema, Code extends string> = Omit<
  RouteDefinition<B, R, Code>,
  'method' | 'url' | 'tags'
> & { method?: 'GET' | 'POST' };

/** Registers `def` at `/api/admin/<area>/<path>`; an operation route must name one of the area's `Code`s. */
export type AreaRouteDefiner<Code extends string> = <B extends TSchema | undefined = undefined, R extends TSchema = TSchema>(
  app: FastifyInstance,
  path: string,
  def: AreaRouteDefinition<B, R, Code>,
) => void;

/**
 * The route definer of one area: each route it registers is `/api/admin/<area>/<path>`, tagged with the area's first
 * segment (or `tag`), POST unless it says GET, and typed by the operation codes the module declares (a code it
 * does not declare fails to compile). Access stays each route's own.
 *
 * @example
 * // modules/role/operations.ts
 * export const roleRoute = routesUnder('role', ROLE_OPERATIONS);
 * // modules/role/routes.ts: POST /api/admin/role/all, tagged 'role'
 * roleRoute(app, 'all', { access: { operation: 'role:list' }, summary: 'Enabled roles', result, handler });
 */
export function routesUnder<const Code extends string>(
  area: string,
  codes: readonly Code[],
  tag = area.split('/')[0]!,
): AreaRouteDefiner<Code> {
  void codes;
  return (app, path, def) => defineRoute(app, { ...def, method: def.method ?? 'POST', url: `/api/admin/${area}/${path}`, tags: [tag] });
}
