import type { FastifyInstance } from 'fastify';
import { auditedWrite } from '../../audit/audited-write.js';
import { ok } from '../../http/envelope.js';
import { Type } from '../../http/schema-types.js';
import type { ResourceDeps } from '../../resources/records.js';
import { resourceRoutes } from '../../resources/routes.js';
import { reorderItems } from './item-writes.js';
import { dictItemResource } from './item-resource.js';
import { defineRoute } from './operations.js';
import { loadAllDicts } from './queries.js';
import { dictResource } from './resource.js';
import { dictAllResult, itemReorderBody, type DictAllResult } from './schemas.js';

/**
 * Dictionaries and their items: the routes their declarations bring (resource.ts, item-resource.ts: list, detail,
 * add, update, delete, bulk, restore, export) and those that do more: /dict/all and the items' reorder.
 */
export function dictRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db, now } = deps;
  const tags = ['dict'];
  resourceRoutes(app, dictResource, deps);
  resourceRoutes(app, dictItemResource, deps);

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/dict/all',
    access: { auth: 'self' },
    tags,
    result: dictAllResult,
    summary: 'Enabled dictionaries with their enabled items in order (for selects and tags)',
    handler: async () => ok<DictAllResult>(await loadAllDicts(db)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/dict/item/reorder',
    access: { operation: 'dict:update' },
    tags,
    body: itemReorderBody,
    result: Type.Null(),
    summary: 'Set the order of all items of a dictionary',
    handler: async (request) => {
      const { dictCode, ids } = request.body;
      await auditedWrite(db, request, now(), 'dict.item.reorder', async (trx, at) => {
        await reorderItems(trx, dictCode, ids, at);
        return { result: null, target: dictCode };
      });
      return ok(null);
    },
  });
}
