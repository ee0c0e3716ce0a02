import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './app-metrics.js';

/**
 * Counts every answered request (the 404 handler's included, as route `unmatched`) with its duration.
 * Install before the routes, so that every route gets the hook.
 *
 * @example
 * installHttpMetrics(app, app.metrics);
 */
export function installHttpMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', statusCode: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
}
