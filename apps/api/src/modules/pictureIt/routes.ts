import type { FastifyInstance } from 'fastify';
import { auditedWrite } from '../../audit/audited-write.js';
import { ok } from '../../http/envelope.js';
import { actionRoute } from '../../resources/action-route.js';
import type { ResourceDeps } from '../../resources/records.js';
import { resourceRoutes } from '../../resources/routes.js';
import { pictureItRoute } from './operations.js';
import { loadSet } from './queries.js';
import { pictureItResource } from './resource.js';
import { pictureItDetailResult, pictureItReorderBody, pictureItStatusBody } from './schemas.js';
import { reorderImages } from './writes.js';

/**
 * Picture It image sets: the routes their declaration brings (resource.ts: list, detail, add, update, delete, bulk,
 * restore, export, and status, its declared action, for one set) and the one that does more: reorder.
 */
export function pictureItRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db, now } = deps;
  resourceRoutes(app, pictureItResource, deps);

  pictureItRoute(app, 'reorder', {
    access: { operation: 'pictureIt:update' },
    summary: 'Reorder the images of a set',
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
  actionRoute(app, pictureItResource, deps, 'status', { summary: 'Enable or disable a set', body: pictureItStatusBody });
}
