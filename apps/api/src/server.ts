// Production entry: reads the environment, builds the app and listens. Exits non-zero with a
// readable message when configuration, database or migrations fail.
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { straightforwardListsModule } from './examples/straightforward-lists/module.js';
import { stopGracefully } from './http/graceful-stop.js';
import { startMetricsListener, type MetricsListener } from './metrics/listener.js';
import { API_MODULES } from './modules/index.js';

async function main(): Promise<void> {
  const config = loadConfig();
  // The benchmark's straightforward lists beside the real ones (bench/load.mjs, issue 41); never in production.
  const bench = process.env.BENCH_STRAIGHTFORWARD_LISTS === 'on';
  const app = await buildApp({ config, ...(bench ? { modules: [...API_MODULES, straightforwardListsModule] } : {}) });
  let metricsListener: MetricsListener | undefined;
  const shutdown = (signal: string) => {
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    void metricsListener?.close();
    stopGracefully(app, app.traffic).then(
      (clean) => process.exit(clean ? 0 : 1),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort !== undefined) {
    // Metrics without a token, on their own port (METRICS_HOST, 127.0.0.1 by default): see src/metrics/listener.ts.
    metricsListener = await startMetricsListener(app.metrics, { host: config.metricsHost ?? '127.0.0.1', port: config.metricsPort });
    app.log.info({ host: config.metricsHost, port: metricsListener.port }, 'metrics listener started');
  }
}

main().catch((error: unknown) => {
  console.error('Backoffice Console API failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
