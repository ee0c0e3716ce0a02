// The reports example's routes (CONTRIBUTING.md, "Add an API module", step 5): each declares its access.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { ok } from '../../http/envelope.js';
import { reportRoute } from './operations.js';
import { listReportNotes } from './queries.js';
import { reportListBody, reportListResult } from './schemas.js';

/** POST /api/admin/report/list. */
export function reportRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): void {
  reportRoute(app, 'list', {
    access: { operation: 'report:list' },
    summary: 'Report notes, newest first',
    body: reportListBody,
    result: reportListResult,
    handler: async (request) => ok(await listReportNotes(db, { current: 1, pageSize: 20, ...request.body })),
  });
}
