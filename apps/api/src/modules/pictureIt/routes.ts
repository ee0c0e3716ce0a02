import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { Type } from '../../http/schema-types.js';
import { listSets, loadSet } from './queries.js';
import {
  pictureItAddBody,
  pictureItDetailResult,
  pictureItIdBody,
  pictureItListBody,
  pictureItListResult,
  pictureItReorderBody,
  pictureItStatusBody,
  pictureItUpdateBody,
} from './schemas.js';
import { addSet, deleteSet, reorderImages, setSetStatus, updateSet } from './writes.js';

/** Dependencies of {@link pictureItRoutes}. */
interface PictureItRouteDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/** Picture It image sets: POST /api/admin/pictureIt/{list,detail,add,update,reorder,status,delete}. */
export function pictureItRoutes(app: FastifyInstance, deps: PictureItRouteDeps): void {
  const { db, now } = deps;
  const tags = ['pictureIt'];

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/pictureIt/list',
    access: { operation: 'pictureIt:list' },
    summary: 'List Picture It sets',
    tags,
    body: pictureItListBody,
    result: pictureItListResult,
    handler: async (request) => ok(await listSets(db, request.body ?? {})),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/pictureIt/detail',
    access: { operation: 'pictureIt:detail' },
    summary: 'A Picture It set with its images',
    tags,
    body: pictureItIdBody,
    result: pictureItDetailResult,
    handler: async (request) => ok(await loadSet(db, request.body.id)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/pictureIt/add',
    access: { operation: 'pictureIt:add' },
    summary: 'Create a Picture It set',
    tags,
    body: pictureItAddBody,
    result: pictureItDetailResult,
    handler: async (request) => {
      const id = await addSet(db, request, request.body, requireAuth(request).userId, now());
      return ok(await loadSet(db, id));
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/pictureIt/update',
    access: { operation: 'pictureIt:update' },
    summary: "Update a Picture It set; images, when given, replace the set's images",
    tags,
    body: pictureItUpdateBody,
    result: pictureItDetailResult,
    // Images are left out: when the body has none, the set keeps its images without rewriting them.
    stored: async (request) => {
      const { images: _images, ...set } = await loadSet(db, (request.body as { id: number }).id);
      return set;
    },
    handler: async (request) => {
      await updateSet(db, request, request.body.id, request.body, now());
      return ok(await loadSet(db, request.body.id));
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/pictureIt/reorder',
    access: { operation: 'pictureIt:update' },
    summary: 'Reorder the images of a set',
    tags,
    body: pictureItReorderBody,
    result: pictureItDetailResult,
    handler: async (request) => {
      await reorderImages(db, request, request.body.id, request.body.imageIds, now());
      return ok(await loadSet(db, request.body.id));
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
      await setSetStatus(db, request, request.body.id, request.body.status, now());
      return ok(null);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/pictureIt/delete',
    access: { operation: 'pictureIt:delete' },
    summary: 'Delete a set (409 while a question uses it)',
    tags,
    body: pictureItIdBody,
    result: Type.Null(),
    handler: async (request) => {
      await deleteSet(db, request, request.body.id, now());
      return ok(null);
    },
  });
}
