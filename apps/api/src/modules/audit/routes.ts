import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { defineRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { listAudit, listAuditActions, type AuditFilter } from './queries.js';
import { auditActionsResult, auditListBody, auditListResult, type AuditActionsResult, type AuditListResult } from './schemas.js';

/** An ISO-8601 instant as stored (`toISOString`, UTC), or a 400 naming the field. */
function instant(value: string | undefined, field: 'from' | 'to'): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}/.test(value)) throw badRequest(`${field} must be an ISO-8601 date-time`, field);
  return new Date(time).toISOString();
}

/** The audit log: list (and the actions recorded, for filters) under /api/admin/audit. */
export function auditRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }): void {
  const { db } = deps;

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/audit/list',
    access: { operation: 'audit:list' },
    summary: 'Audit entries, newest first',
    tags: ['audit'],
    body: auditListBody,
    result: auditListResult,
    handler: async (request) => {
      const { current = 1, pageSize = 20, from, to, ...rest } = request.body;
      const filter: AuditFilter = { ...rest };
      const fromAt = instant(from, 'from');
      const toAt = instant(to, 'to');
      if (fromAt) filter.from = fromAt;
      if (toAt) filter.to = toAt;
      if (fromAt && toAt && fromAt >= toAt) throw badRequest('to must be after from', 'to');
      const page = await listAudit(db, filter, { current, pageSize });
      return ok<AuditListResult>({ ...page, current, pageSize });
    },
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
