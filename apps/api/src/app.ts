import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { installRefusalAudit } from './audit/refusals.js';
import { installAuthGuard } from './auth/guard.js';
import type { SessionPolicy } from './auth/types.js';
import type { AppConfig } from './config.js';
import { connectDatabase, type DialectName, type QueryLog } from './db/connect.js';
import { createSecretSealer } from './auth/sealed-secrets.js';
import { defaultSecretsKeyFile, secretsKeysFromFile } from './auth/secrets-key-file.js';
import { keepDerivedSchema } from './db/derived-schema.js';
import { expectedMigrations } from './db/migration-lineage.js';
import { migrateToLatest, refreshPlannerStatistics } from './db/migrate.js';
import { seedDatabase, type SeedResult } from './db/seed/seed.js';
import type { Database } from './db/types.js';
import { registerOpenApi } from './docs/openapi.js';
import { schemaCompilersOncePerProcess } from './http/schema-compilers.js';
import { answerFrameworkError, installErrorHandling } from './http/error-handler.js';
import { installMessageLanguage } from './i18n/install-message-language.js';
import { trackTraffic, type Traffic } from './http/graceful-stop.js';
import { cspReportRoutes } from './http/csp-report.js';
import { withRedactedRequests } from './http/request-log.js';
import { acceptEmptyJsonBodies } from './http/json-body.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { installTextRule } from './http/text-rule.js';
import { fastifyTimeoutOptions } from './http/timeouts.js';
import { trackRoutes } from './http/route-registry.js';
import { createSignInThrottle } from './modules/signInThrottle/throttle.js';
import type { ApiModule, ModuleContext } from './modules/api-module.js';
import { gatherModules } from './modules/collect.js';
import { API_MODULES } from './modules/index.js';
import { demoRequested, demoSeedOptions, refuseDemoDatabase, startDemo } from './sample-data/demo.js';
import { createHttpGatewaySmsSender } from './sms/http-gateway-sender.js';
import { createRecordingSmsSender } from './sms/recording-sender.js';
import type { SmsSender } from './sms/types.js';
import { consoleFilesIn } from './static/console-files.js';
import { consolePageHashes } from './static/inline-hashes.js';
import { registerSpa } from './static/spa.js';
import { keepSearchIndexesMerged, observeListResults, readListVersionsWithSessions, switchListResultCaches } from './lists/index.js';
import { writeCountOf } from './db/write-count.js';
import { createAppMetrics, type AppMetrics } from './metrics/app-metrics.js';
import { installHttpMetrics } from './metrics/http-metrics.js';
import { metricsRoutes } from './metrics/routes.js';

/** Inputs of {@link buildApp}. */
export interface AppOptions {
  config: AppConfig;
  /** Fastify logger option; defaults to pino at config.logLevel. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Where the one-time admin password line goes; defaults to stdout. */
  print?: (line: string) => void;
  /** Clock for token timeouts and timestamps; defaults to the system clock. */
  now?: () => Date;
  /** Called with every query the app runs (its SQL, parameters and duration), e.g. to find slow or repeated ones. */
  queryLog?: QueryLog;
  /** Where verification codes go; defaults to the configured gateway (config.smsGateway), else the recorder (the `sent_messages` outbox). */
  sms?: SmsSender;
  /** The API modules to serve (their migrations, permission tree and routes); defaults to every module of this server. */
  modules?: readonly ApiModule[];
  /** Start as the demo (sample-data/demo.ts): its own SQLite file, filled on first start. Defaults to CONSOLE_DEMO=1. */
  demo?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The application database. */
    db: Kysely<Database>;
    dialect: DialectName;
    /** What the first-start seed did on this start. */
    seedResult: SeedResult;
    /** Requests and connections, for a graceful stop (http/graceful-stop.ts). */
    traffic: Traffic;
    /** This instance's Prometheus metrics (src/metrics/). */
    metrics: AppMetrics;
  }
}

/**
 * Builds the server: opens the database, migrates, seeds, and registers OpenAPI, the auth guard,
 * the modules and the static console. Returns a ready instance (call `listen` or `inject`);
 * closing it closes the database.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const modules = options.modules ?? API_MODULES;
  const now = options.now ?? (() => new Date());
  const gathered = gatherModules(modules);
  const { db, dialect, pool, plannedOnce } = connectDatabase(config.database, options.queryLog);
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(db, gathered.migrations, gathered.histories);
    // What readiness expects: a database on a folded history has run the folded migrations, not the baseline.
    const migrationNames = await expectedMigrations(db, gathered.migrations, gathered.histories);
    await keepDerivedSchema(db, gathered.derivedSchema);
    await refreshPlannerStatistics(db, dialect);
    const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
    const demo = options.demo ?? demoRequested();
    if (!demo) await refuseDemoDatabase(db, config.database);
    const seedResult = await seedDatabase(db, {
      ...(demo
        ? demoSeedOptions(config.database, now())
        : {
            adminPassword: config.adminPassword,
            print,
            now: now(),
            secondFactorAdminDefault: config.secondFactorAdminDefault ?? false,
          }),
      tree: gathered.tree,
    });
    if (demo) await startDemo(db, { database: config.database, seedResult, print, now: now() });

    app = Fastify({
      logger: withRedactedRequests(options.logger ?? { level: config.logLevel }),
      genReqId: () => randomUUID(),
      // Only configured proxies may name the client (X-Forwarded-For); by default nobody can.
      trustProxy: config.trustedProxies?.length ? config.trustedProxies : false,
      ...fastifyTimeoutOptions(config.timeouts),
      frameworkErrors: answerFrameworkError,
      // A body field a route does not know is refused (400 naming it), not silently dropped (http/closed-bodies.ts).
      ajv: { customOptions: { removeAdditional: false } },
      schemaController: { compilersFactory: schemaCompilersOncePerProcess },
    });
    app.decorate('db', db);
    app.decorate('dialect', dialect);
    app.decorate('seedResult', seedResult);
    app.addHook('onClose', async () => db.destroy());
    app.decorate('traffic', trackTraffic(app));
    trackRoutes(app);
    const metrics = createAppMetrics({ dialect, pool, plannedOnce, writeCount: writeCountOf(db) });
    app.decorate('metrics', metrics);
    installHttpMetrics(app, metrics);
    observeListResults(db, metrics.listResults);
    switchListResultCaches(db, config.listAnswerCache ?? true);
    readListVersionsWithSessions(db);
    const writeCount = writeCountOf(db);
    if (config.database.kind === 'sqlite' && writeCount) {
      const upkeep = keepSearchIndexesMerged(config.database.file, writeCount);
      app.addHook('onClose', async () => upkeep.stop());
    }
    installErrorHandling(app);
    installMessageLanguage(app);
    acceptEmptyJsonBodies(app);
    // The built console, read once: its index.html's inline elements go into the page policy, its files are served.
    const consoleFiles = consoleFilesIn(config.staticDir);
    installSecurityHeaders(app, { publicUrl: config.publicUrl, inline: consolePageHashes(consoleFiles) });
    installTextRule(app);
    await registerOpenApi(app);

    const policy: SessionPolicy = { idleMinutes: config.tokenIdleMinutes, absoluteHours: config.tokenAbsoluteHours, now };
    installAuthGuard(app, db, policy, { metrics: config.metricsToken, ops: config.opsToken });
    installRefusalAudit(app, db, now);
    cspReportRoutes(app);
    const throttle = createSignInThrottle(db, now, config.signInThrottle, metrics.signIn, {
      secureCookies: config.publicUrl?.startsWith('https:') ?? false,
    });
    const sms = options.sms ?? (config.smsGateway ? createHttpGatewaySmsSender(config.smsGateway) : createRecordingSmsSender(db, now));
    const context: ModuleContext = {
      db,
      dialect,
      now,
      config,
      policy,
      throttle,
      sms,
      metrics,
      secrets: createSecretSealer(
        config.secretsKeys ?? (await secretsKeysFromFile(config.secretsKeyFile ?? defaultSecretsKeyFile(config.database))),
      ),
      migrationNames,
      menuTitles: gathered.menuTitles,
      operationCodes: gathered.operationCodes,
    };
    for (const module of modules as readonly ApiModule[]) await module.onStart?.(context);
    for (const module of modules) module.routes?.(app, context);
    metricsRoutes(app, metrics);

    app.setNotFoundHandler(await registerSpa(app, consoleFiles, config.staticDir));
    await app.ready();
    return app;
  } catch (error) {
    if (app) await app.close().catch(() => undefined);
    else await db.destroy().catch(() => undefined);
    throw error;
  }
}
