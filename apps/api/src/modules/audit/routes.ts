import type { FastifyInstance } from 'fastify';
import { defineRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import type { ResourceDeps } from '../../resources/records.js';
import { exportRoute } from '../../resources/export-route.js';
import { listRoute } from '../../resources/routes.js';
import { auditFilterOf } from './filter.js';
import { listAuditActions } from './queries.js';
import { auditResource } from './resource.js';
import { auditActionsResult, type AuditActionsResult, type AuditFilterRequest } from './schemas.js';

/** The audit log under /api/admin/audit: its declared list and export (resource.ts), and the actions recorded. */
export function auditRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  listRoute(app, auditResource, deps);
  void app.register(async (scope) => {
    // A bad date range is refused (400 naming the field) before the export's file starts.
    scope.addHook('preHandler', async (request) => void auditFilterOf((request.body as { query?: AuditFilterRequest }).query ?? {}));
    exportRoute(scope, auditResource, deps);
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/audit/actions',
    access: { operation: 'audit:list' },
    summary: 'The distinct actions recorded so far',
    tags: ['audit'],
    result: auditActionsResult,
    handler: async () => ok<AuditActionsResult>(await listAuditActions(db)),
  });
}
