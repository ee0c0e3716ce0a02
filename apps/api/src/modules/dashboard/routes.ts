import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { routesUnder } from '../../http/routes-under.js';
import { ok } from '../../http/envelope.js';
import { queryDemoRows } from './demo-rows.js';
import { loadOverview } from './overview.js';
import { demoRowsBody, demoRowsResult, overviewResult } from './schemas.js';

/** Dependencies of {@link dashboardRoutes}. */
interface DashboardRouteDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/** The dashboard's routes, for any signed-in caller (it declares no operation codes). */
const dashboardRoute = routesUnder('dashboard', []);

/** The data overview and the table showcase's rows: POST /api/admin/dashboard/{overview,demoRows}. */
export function dashboardRoutes(app: FastifyInstance, deps: DashboardRouteDeps): void {
  const { db, now } = deps;
  dashboardRoute(app, 'overview', {
    access: { auth: 'self' },
    summary: 'Counts, upcoming sessions and sessions per week (moderators and clients: their own records only)',
    result: overviewResult,
    handler: async (request) => ok(await loadOverview(db, requireAuth(request), now())),
  });
  dashboardRoute(app, 'demoRows', {
    access: { auth: 'self' },
    summary: 'Generated rows for the table showcase: filters, sorting and pagination like a real list',
    body: demoRowsBody,
    result: demoRowsResult,
    handler: async (request) => ok(queryDemoRows(request.body ?? {})),
  });
}
