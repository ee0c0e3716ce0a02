// JSON schemas and wire types of the health checks.
import type { DialectName } from '../../db/connect.js';
import type { TSchema } from '../../http/schema-types.js';

export type { ReadinessResult } from './readiness.js';

/** Result of GET /api/health. */
export interface HealthResult {
  status: 'ok';
  database: DialectName;
}

/** Result of GET /api/health/live. */
export interface LivenessResult {
  status: 'live';
  /** Seconds since the process started. */
  uptimeSeconds: number;
}

/** The database dialect the server runs on. */
export const dialectSchema: TSchema = { type: 'string', enum: ['sqlite', 'postgres'] };
/** Result of GET /api/health/ready (also the `result` of its 503). */
export const readinessSchema: TSchema = {
  type: 'object',
  required: ['status', 'database', 'reachable', 'missingMigrations'],
  properties: {
    status: { type: 'string', enum: ['ready', 'not-ready'] },
    database: dialectSchema,
    reachable: { type: 'boolean' },
    missingMigrations: { type: ['array', 'null'], items: { type: 'string' } },
  },
};
