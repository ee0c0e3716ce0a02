// The metrics listener (METRICS_PORT): a second, bare HTTP server that serves only GET /metrics, without a
// token. It is meant for a private interface (METRICS_HOST, 127.0.0.1 by default) that only the scraper
// reaches, so it sits outside the main app, its guard and its routes: nothing else is reachable through it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppMetrics } from './app-metrics.js';
import { METRICS_PATH } from './routes.js';

/** A running metrics listener. */
export interface MetricsListener {
  /** The port it listens on (useful when started on port 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * Starts serving `metrics` at http://host:port/metrics; every other path or method answers 404 (405 for
 * another method on /metrics). Connections are bounded in time like the main port's.
 *
 * @example
 * const listener = await startMetricsListener(app.metrics, { host: '127.0.0.1', port: 9464 });
 */
export async function startMetricsListener(metrics: AppMetrics, where: { host: string; port: number }): Promise<MetricsListener> {
  const server = http.createServer({ headersTimeout: 10_000, requestTimeout: 30_000 }, (request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: only /metrics is served here\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
      return;
    }
    metrics.scrape().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' })
          .end(request.method === 'HEAD' ? undefined : text),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`Metrics failed: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
