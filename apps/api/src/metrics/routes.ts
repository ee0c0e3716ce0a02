// GET /metrics on the main port. The Prometheus text format is not the API's envelope and not part of the
// console's API, so the route is registered without defineRoute and left out of the OpenAPI document; it
// still declares its access rule like every route: the `metrics` service token (METRICS_TOKEN). The guard
// answers 404 while that token is unset, 50008 without a token and 403 for a wrong one (auth/guard.ts).
import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './app-metrics.js';

/** The path scrapers read, on the main port and on the metrics listener. */
export const METRICS_PATH = '/metrics';

/**
 * Registers GET /metrics, protected by the `metrics` service token.
 *
 * @example
 * metricsRoutes(app, app.metrics); // curl -H "Authorization: Bearer $METRICS_TOKEN" http://host:8080/metrics
 */
export function metricsRoutes(app: FastifyInstance, metrics: AppMetrics): void {
  // No automatic HEAD route: it would answer the guard's refusals without a body.
  app.get(
    METRICS_PATH,
    { config: { serviceToken: 'metrics' }, schema: { hide: true }, exposeHeadRoute: false },
    async (_request, reply) => {
      const text = await metrics.scrape();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
    },
  );
}
