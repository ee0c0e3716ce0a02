import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/connect.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/envelope.js';

/** Result of GET /api/health. */
export interface HealthResult {
  status: 'ok';
  database: DialectName;
}

/** GET /api/health (public): answers once the database responds. */
export function healthRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; dialect: DialectName }): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/health',
    access: { public: true },
    summary: 'Liveness and database reachability',
    tags: ['health'],
    result: {
      type: 'object',
      required: ['status', 'database'],
      properties: { status: { type: 'string', const: 'ok' }, database: { type: 'string', enum: ['sqlite', 'postgres'] } },
    },
    handler: async () => {
      await sql`select 1`.execute(deps.db);
      return ok<HealthResult>({ status: 'ok', database: deps.dialect });
    },
  });
}
