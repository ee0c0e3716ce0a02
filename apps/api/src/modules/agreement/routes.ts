import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../auth/guard.js';
import { auditedWrite } from '../../audit/audited-write.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import type { ResourceDeps } from '../../resources/records.js';
import { resourceRoutes } from '../../resources/routes.js';
import { defineRoute } from './operations.js';
import { agreementHistory, findAgreement } from './queries.js';
import { agreementResource } from './resource.js';
import * as s from './schemas.js';
import type { AgreementHistoryResult, AgreementRecord } from './schemas.js';
import { publishAgreement } from './writes.js';

/**
 * Agreements (protocol management): the routes their declaration brings (resource.ts: list, detail, add, update,
 * delete of drafts, bulk, restore, export) and those that do more: history and publish.
 */
export function agreementRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db, now } = deps;
  const tags = ['agreement'];
  resourceRoutes(app, agreementResource, deps);

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/agreement/history',
    access: { operation: 'agreement:detail' },
    tags,
    body: s.historyBody,
    result: s.historyResult,
    summary: 'Every version of a type, newest first, for history and diff',
    handler: async (request) => ok<AgreementHistoryResult>(await agreementHistory(db, request.body.type)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/agreement/publish',
    access: { operation: 'agreement:status' },
    tags,
    body: s.idBody,
    result: s.recordResult,
    summary: 'Publish a draft; the previously published version of its type becomes superseded',
    handler: async (request) => {
      const { id } = request.body;
      const actor = requireAuth(request).username;
      await auditedWrite(
        db,
        request,
        now(),
        'agreement.publish',
        (trx, at) => publishAgreement(trx, id, actor, at),
        'Another change to this agreement type happened at the same time; try again',
      );
      const found = await findAgreement(db, id);
      if (!found) throw notFound(`Agreement ${id} not found`);
      return ok<AgreementRecord>(found);
    },
  });
}
