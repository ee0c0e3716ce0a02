// Wire shapes of the health checks, each defined once as a TypeBox schema: Fastify serialises with it, the
// OpenAPI document shows it, and its type (`Static<typeof schema>`) is what the console imports.
import type { DialectName } from '../../db/connect.js';
import { StringEnum, Type, type Static } from '../../http/schema-types.js';

/** The database dialect the server runs on. */
export const dialectSchema = StringEnum(['sqlite', 'postgres'] as const satisfies readonly DialectName[]);

/** Result of GET /api/health. */
export const healthResult = Type.Object({ status: Type.Literal('ok'), database: dialectSchema });
export type HealthResult = Static<typeof healthResult>;

/** Result of GET /api/health/live. */
export const livenessResult = Type.Object({
  status: Type.Literal('live'),
  /** Seconds since the process started. */
  uptimeSeconds: Type.Number(),
});
export type LivenessResult = Static<typeof livenessResult>;

const migrationList = Type.Array(Type.String());
/** What GET /api/health/ready found; the `result` of its answer, ready or not (also the `result` of its 503). */
export const readinessSchema = Type.Object({
  status: StringEnum(['ready', 'not-ready']),
  database: dialectSchema,
  /** Whether the database answered a query. */
  reachable: Type.Boolean(),
  /** Migrations of this build missing from the database (known only when it was reachable). */
  missingMigrations: Type.Unsafe<Static<typeof migrationList> | null>({ ...migrationList, type: ['array', 'null'] }),
});
export type ReadinessResult = Static<typeof readinessSchema>;
