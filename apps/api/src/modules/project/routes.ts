import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import { listVersionsOf } from '../../lists/index.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from './operations.js';
import { ok, sendSerialized } from '../../http/envelope.js';
import { bulkRoute } from '../../resources/bulk-route.js';
import { exportRoute } from '../../resources/export-route.js';
import type { ResourceDeps } from '../../resources/records.js';
import { pageOf } from './page-of.js';
import { projectResource } from './resource.js';
import { notFound } from '../../http/errors.js';
import { myProjectRoutes } from './my-routes.js';
import { keptProjectListBody } from './kept-list.js';
import { findProject } from './queries.js';
import {
  projectAddBody,
  projectIdBody,
  projectIdResult,
  projectItemSchema,
  projectListBody,
  projectListResult,
  projectUpdateBody,
  type ProjectItem,
} from './schemas.js';
import { userOptionRoutes } from './user-options.js';
import { addProject, changeProjectState, deleteProject, storedProject, updateProject, type WriteContext } from './writes.js';

/** Projects under /api/admin/project: list, detail, add, update, close, archive, delete, export, the 'my' variants and user options. */
export function projectRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; now?: () => Date } & Partial<ResourceDeps>): void {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const resources: ResourceDeps = { ...deps, db, now };
  const ctx = (request: WriteContext['request']): WriteContext => ({ db, request, now: now() });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/project/list',
    access: { operation: 'project:list' },
    summary: 'List projects',
    tags: ['project'],
    body: projectListBody,
    result: projectListResult,
    handler: async (request, reply) => {
      const { page, filter } = pageOf(request.body ?? {});
      return sendSerialized(
        reply,
        await keptProjectListBody(db, filter, page, null, listVersionsOf(requireAuth(request)), (body) => reply.serialize(body)),
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/project/detail',
    access: { operation: 'project:detail' },
    summary: 'One project',
    tags: ['project'],
    body: projectIdBody,
    result: projectItemSchema,
    handler: async (request) => {
      const item = await findProject(db, request.body.id, null);
      if (!item) throw notFound('Project not found');
      return ok<ProjectItem>(item);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/project/add',
    access: { operation: 'project:add' },
    summary: 'Create a project',
    tags: ['project'],
    body: projectAddBody,
    result: projectIdResult,
    handler: async (request) => ok({ id: await addProject(ctx(request), request.body, requireAuth(request).userId, null) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/project/update',
    access: { operation: 'project:update' },
    summary: 'Update a draft or active project',
    tags: ['project'],
    body: projectUpdateBody,
    result: projectIdResult,
    stored: storedProject(db),
    handler: async (request) => {
      await updateProject(ctx(request), request.body.id, request.body, null);
      return ok({ id: request.body.id });
    },
  });

  for (const [action, to] of [
    ['close', 'closed'],
    ['archive', 'archived'],
  ] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `/api/admin/project/${action}`,
      access: { operation: `project:${action}` },
      summary: action === 'close' ? 'Close a draft or active project' : 'Archive a closed project',
      tags: ['project'],
      body: projectIdBody,
      result: projectIdResult,
      handler: async (request) => {
        await changeProjectState(ctx(request), request.body.id, to);
        return ok({ id: request.body.id });
      },
    });
  }

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/project/delete',
    access: { operation: 'project:delete' },
    summary: 'Delete a project without sessions',
    tags: ['project'],
    body: projectIdBody,
    result: projectIdResult,
    handler: async (request) => {
      await deleteProject(ctx(request), request.body.id);
      return ok({ id: request.body.id });
    },
  });

  bulkRoute(app, projectResource, resources);
  exportRoute(app, projectResource, resources, { auditTarget: 'projects' });
  exportRoute(app, projectResource, resources, {
    path: 'myExport',
    access: { auth: 'self' },
    scope: (auth) => ({ userId: auth.userId }),
    auditTarget: 'projects',
  });
  myProjectRoutes(app, { db, ctx, pageOf });
  userOptionRoutes(app, { db });
}
