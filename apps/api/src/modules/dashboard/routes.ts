import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/envelope.js';
import { queryDemoRows } from './demo-rows.js';
import { loadOverview } from './overview.js';
import { demoRowsBody, demoRowsResult, overviewResult } from './schemas.js';

/** Dependencies of {@link dashboardRoutes}. */
interface DashboardRouteDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/** The data overview and the table showcase's rows: POST /api/admin/dashboard/{overview,demoRows}. */
export function dashboardRoutes(app: FastifyInstance, deps: DashboardRouteDeps): void {
  const { db, now } = deps;
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/dashboard/overview',
    access: { auth: 'self' },
    tags: ['dashboard'],
    summary: 'Counts, upcoming sessions and sessions per week (moderators and clients: their own records only)',
    result: overviewResult,
    handler: async (request) => ok(await loadOverview(db, requireAuth(request), now())),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/dashboard/demoRows',
    access: { auth: 'self' },
    tags: ['dashboard'],
    summary: 'Generated rows for the table showcase: filters, sorting and pagination like a real list',
    body: demoRowsBody,
    result: demoRowsResult,
    handler: async (request) => ok(queryDemoRows(request.body ?? {})),
  });
}
