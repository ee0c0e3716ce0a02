import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { defineRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { bulkRoute } from '../../resources/bulk-route.js';
import { exportRoute } from '../../resources/export-route.js';
import { ownedReadRoutes } from '../../resources/owned-reads.js';
import type { ResourceDeps } from '../../resources/records.js';
import { projectResource } from './resource.js';
import { projectWriteRoutes } from './write-routes.js';
import { keptProjectList } from './kept-list.js';
import { projectIdBody, projectIdResult } from './schemas.js';
import { userOptionRoutes } from './user-options.js';
import { changeProjectState, deleteProject, type WriteContext } from './writes.js';

/** Projects under /api/admin/project: list, detail, add, update, close, archive, delete, export, the 'my' variants and user options. */
export function projectRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; now?: () => Date } & Partial<ResourceDeps>): void {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const resources: ResourceDeps = { ...deps, db, now };
  const ctx = (request: WriteContext['request']): WriteContext => ({ db, request, now: now() });

  ownedReadRoutes(app, projectResource, resources, keptProjectList(db));

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
  projectWriteRoutes(app, { db, ctx });
  userOptionRoutes(app, { db });
}
