import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { installRefusalAudit } from './audit/refusals.js';
import { installAuthGuard } from './auth/guard.js';
import type { SessionPolicy } from './auth/types.js';
import type { AppConfig } from './config.js';
import { connectDatabase, type DialectName, type QueryLog } from './db/connect.js';
import { migrateToLatest, refreshPlannerStatistics } from './db/migrate.js';
import { seedDatabase, type SeedResult } from './db/seed/seed.js';
import type { Database } from './db/types.js';
import { registerOpenApi } from './docs/openapi.js';
import { answerFrameworkError, installErrorHandling } from './http/error-handler.js';
import { trackTraffic, type Traffic } from './http/graceful-stop.js';
import { cspReportRoutes } from './http/csp-report.js';
import { acceptEmptyJsonBodies } from './http/json-body.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { installTextRule } from './http/text-rule.js';
import { fastifyTimeoutOptions } from './http/timeouts.js';
import { trackRoutes } from './http/route-registry.js';
import { healthRoutes } from './modules/health/routes.js';
import { landRoutes } from './modules/land/routes.js';
import { signInThrottleRoutes } from './modules/signInThrottle/routes.js';
import { createSignInThrottle } from './modules/signInThrottle/throttle.js';
import { selfRoutes } from './modules/self/routes.js';
import { roleRoutes } from './modules/role/routes.js';
import { permissionRoutes } from './modules/permission/routes.js';
import { authSessionRoutes } from './modules/authSession/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { dictRoutes } from './modules/dict/routes.js';
import { agreementRoutes } from './modules/agreement/routes.js';
import { fileMaxBytesFrom } from './modules/file/upload.js';
import { fileQuotaBytesFrom } from './modules/file/quota.js';
import { fileRoutes } from './modules/file/routes.js';
import { userRoutes } from './modules/user/routes.js';
import { passwordRoutes } from './modules/password/routes.js';
import { verifyCodeRoutes } from './modules/verifyCode/routes.js';
import { projectRoutes } from './modules/project/routes.js';
import { sessionRoutes } from './modules/session/routes.js';
import { questionRoutes } from './modules/question/routes.js';
import { pictureItRoutes } from './modules/pictureIt/routes.js';
import { minutesRoutes } from './modules/minutes/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { sampleDataRoutes } from './modules/sampleData/routes.js';
import { demoRequested, demoSeedOptions, startDemo } from './sample-data/demo.js';
import { msLoginRoutes } from './modules/msLogin/routes.js';
import { createRecordingSmsSender } from './sms/recording-sender.js';
import type { SmsSender } from './sms/types.js';
import { registerSpa } from './static/spa.js';
import { observeListResults, switchListResultCaches } from './cache/list-results.js';
import { writeCountOf } from './db/write-count.js';
import { createAppMetrics, type AppMetrics } from './metrics/app-metrics.js';
import { installHttpMetrics } from './metrics/http-metrics.js';
import { metricsRoutes } from './metrics/routes.js';
import { opsRoutes } from './modules/ops/routes.js';

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
  /** Where verification codes go; defaults to the recorder (the `sent_messages` outbox, codes masked). */
  sms?: SmsSender;
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
  const now = options.now ?? (() => new Date());
  const { db, dialect, pool } = connectDatabase(config.database, options.queryLog);
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(db);
    await refreshPlannerStatistics(db, dialect);
    const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
    const demo = options.demo ?? demoRequested();
    const seedResult = await seedDatabase(db, demo ? demoSeedOptions(config.database, now()) : { adminPassword: config.adminPassword, print, now: now() });
    if (demo) await startDemo(db, { database: config.database, seedResult, print, now: now() });

    app = Fastify({
      logger: options.logger ?? { level: config.logLevel },
      genReqId: () => randomUUID(),
      // Only configured proxies may name the client (X-Forwarded-For); by default nobody can.
      trustProxy: config.trustedProxies?.length ? config.trustedProxies : false,
      ...fastifyTimeoutOptions(config.timeouts),
      frameworkErrors: answerFrameworkError,
    });
    app.decorate('db', db);
    app.decorate('dialect', dialect);
    app.decorate('seedResult', seedResult);
    app.addHook('onClose', async () => db.destroy());
    app.decorate('traffic', trackTraffic(app));
    trackRoutes(app);
    const metrics = createAppMetrics({ dialect, pool, writeCount: writeCountOf(db) });
    app.decorate('metrics', metrics);
    installHttpMetrics(app, metrics);
    observeListResults(db, metrics.listResults);
    switchListResultCaches(db, config.listAnswerCache ?? true);
    installErrorHandling(app);
    acceptEmptyJsonBodies(app);
    installSecurityHeaders(app, { publicUrl: config.publicUrl });
    installTextRule(app);
    await registerOpenApi(app);

    const policy: SessionPolicy = { idleMinutes: config.tokenIdleMinutes, absoluteHours: config.tokenAbsoluteHours, now };
    installAuthGuard(app, db, policy, { metrics: config.metricsToken, ops: config.opsToken });
    installRefusalAudit(app, db, now);
    healthRoutes(app, { db, dialect });
    cspReportRoutes(app);
    const throttle = createSignInThrottle(db, now, config.signInThrottle, metrics.signIn);
    landRoutes(app, { db, policy, throttle, oneTimePasswordHours: config.oneTimePasswordHours ?? 24 });
    signInThrottleRoutes(app, { db, throttle, now });
    selfRoutes(app, { db });
    roleRoutes(app, { db, now });
    permissionRoutes(app, { db, now });
    authSessionRoutes(app, { db, now });
    auditRoutes(app, { db });
    dictRoutes(app, { db, now });
    agreementRoutes(app, { db, now });
    fileRoutes(app, { db, now, maxBytes: fileMaxBytesFrom(process.env), quotaBytes: fileQuotaBytesFrom(process.env) });
    userRoutes(app, { db, now, throttle });
    passwordRoutes(app, { db, now });
    verifyCodeRoutes(app, { db, now, sms: options.sms ?? createRecordingSmsSender(db, now) });
    projectRoutes(app, { db, now });
    sessionRoutes(app, { db, dialect, now });
    questionRoutes(app, { db, now });
    pictureItRoutes(app, { db, now });
    minutesRoutes(app, { db, now });
    dashboardRoutes(app, { db, now });
    sampleDataRoutes(app, { db, now });
    msLoginRoutes(app, { db, policy, config: config.microsoftSignIn, throttle });
    metricsRoutes(app, metrics);
    opsRoutes(app, { db, dialect, databaseFile: config.database.kind === 'sqlite' ? config.database.file : null, now });

    app.setNotFoundHandler(await registerSpa(app, config.staticDir));
    await app.ready();
    return app;
  } catch (error) {
    if (app) await app.close().catch(() => undefined);
    else await db.destroy().catch(() => undefined);
    throw error;
  }
}
