import type { FastifyInstance } from 'fastify';
import { auditedWrite } from '../../audit/audited-write.js';
import { ok } from '../../http/envelope.js';
import { Type } from '../../http/schema-types.js';
import type { ResourceDeps } from '../../resources/records.js';
import { resourceRoutes } from '../../resources/routes.js';
import { defineRoute } from './operations.js';
import { loadSet } from './queries.js';
import { pictureItResource } from './resource.js';
import { pictureItDetailResult, pictureItReorderBody, pictureItStatusBody } from './schemas.js';
import { reorderImages, setSetStatus } from './writes.js';

/**
 * Picture It image sets: the routes their declaration brings (resource.ts: list, detail, add, update, delete, bulk,
 * restore, export) and those that do more: reorder and status.
 */
export function pictureItRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db, now } = deps;
  const tags = ['pictureIt'];
  resourceRoutes(app, pictureItResource, deps);

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/pictureIt/reorder',
    access: { operation: 'pictureIt:update' },
    summary: 'Reorder the images of a set',
    tags,
    body: pictureItReorderBody,
    result: pictureItDetailResult,
    handler: async (request) => {
      const { id, imageIds } = request.body;
      await auditedWrite(db, request, now(), 'pictureIt.reorder', async (trx) => ({
        result: await reorderImages(trx, id, imageIds, now()),
        target: `pictureIt:${id}`,
      }));
      return ok(await loadSet(db, id));
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/pictureIt/status',
    access: { operation: 'pictureIt:status' },
    summary: 'Enable or disable a set',
    tags,
    body: pictureItStatusBody,
    result: Type.Null(),
    handler: async (request) => {
      const { id, status } = request.body;
      await auditedWrite(db, request, now(), 'pictureIt.status', async (trx) => ({
        result: null,
        target: `pictureIt:${id}`,
        ...(await setSetStatus(trx, id, status, now())),
      }));
      return ok(null);
    },
  });
}
