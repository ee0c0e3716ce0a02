import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/connect.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/envelope.js';
import { ApiError, Code } from '../../http/errors.js';
import { checkReadiness } from './readiness.js';
import { healthResult, livenessResult, readinessSchema, type HealthResult, type LivenessResult, type ReadinessResult } from './schemas.js';

/**
 * Health checks, all public: GET /api/health (the database answers), GET /api/health/live (the process
 * answers; no database call, for a liveness probe) and GET /api/health/ready (the database answers and
 * holds every migration; 503 naming the problem otherwise, for a load balancer's readiness probe).
 */
export function healthRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; dialect: DialectName; migrationNames: readonly string[] },
): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/health',
    access: { public: true },
    summary: 'Liveness and database reachability',
    tags: ['health'],
    result: healthResult,
    handler: async () => {
      await sql`select 1`.execute(deps.db);
      return ok<HealthResult>({ status: 'ok', database: deps.dialect });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/health/live',
    access: { public: true },
    tags: ['health'],
    summary: 'Liveness: the process answers (no database call); restart the server when this fails',
    result: livenessResult,
    handler: async () => ok<LivenessResult>({ status: 'live', uptimeSeconds: Math.round(process.uptime()) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/health/ready',
    access: { public: true },
    tags: ['health'],
    summary: 'Readiness: the database answers and holds every migration of this build; 503 naming the problem otherwise',
    result: readinessSchema,
    handler: async (request) => {
      const { result, problem, error } = await checkReadiness(deps.db, deps.dialect, deps.migrationNames);
      if (error) request.log.warn({ err: error }, 'readiness: the database did not answer');
      if (problem) throw new ApiError(Code.unavailable, problem, result);
      return ok<ReadinessResult>(result);
    },
  });
}
