import type { FastifyInstance, RouteOptions } from 'fastify';
import { readAccess, type RouteAccess } from './access.js';

/** A registered route and the access rule it declared (undefined: none, so the guard refuses it). */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** The JSON schema of the body, when the route declares one. */
  body: unknown;
  /** Whether an omitted field keeps its stored value (update routes; defineRoute's `stored`). */
  partialUpdate: boolean;
}

const registries = new WeakMap<FastifyInstance, RouteOptions[]>();

/**
 * Starts recording every route registered on `app` (including plugin routes such as static files).
 * Call before registering routes.
 */
export function trackRoutes(app: FastifyInstance): void {
  const seen: RouteOptions[] = [];
  registries.set(app, seen);
  app.addHook('onRoute', (route) => {
    seen.push(route);
  });
}

/** Every route registered on `app`, one entry per method, with its access rule read at call time. */
export function listRoutes(app: FastifyInstance): RegisteredRoute[] {
  const seen = registries.get(app) ?? [];
  return seen.flatMap((route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    return methods.map((method) => ({
      method,
      url: route.url,
      access: readAccess(route.config),
      body: route.schema?.body,
      partialUpdate: route.config?.partialUpdate === true,
    }));
  });
}
