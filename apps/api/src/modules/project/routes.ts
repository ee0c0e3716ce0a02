import { recordWrite } from '../../audit/record.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from './operations.js';
import { ok, sendSerialized } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { projectsToCsv } from './csv.js';
import { myProjectRoutes } from './my-routes.js';
import { keptProjectListBody } from './kept-list.js';
import { exportProjects, findProject } from './queries.js';
import {
  MAX_PAGE_SIZE,
  projectAddBody,
  projectFilterBody,
  projectIdBody,
  projectIdResult,
  projectItemSchema,
  projectListBody,
  projectListResult,
  projectUpdateBody,
  type ProjectFilter,
  type ProjectItem,
  type ProjectListRequest,
} from './schemas.js';
import { userOptionRoutes } from './user-options.js';
import { addProject, changeProjectState, deleteProject, storedProject, updateProject, type WriteContext } from './writes.js';

/** Most rows one CSV export holds. */
export const EXPORT_LIMIT = 10_000;

/** Splits a list body into its page and its filters. */
export function pageOf(body: ProjectListRequest): { page: { current: number; pageSize: number }; filter: ProjectFilter } {
  const { current = 1, pageSize = 20, ...filter } = body;
  return { page: { current, pageSize: Math.min(pageSize, MAX_PAGE_SIZE) }, filter };
}

/** Projects under /api/admin/project: list, detail, add, update, close, archive, delete, export, the 'my' variants and user options. */
export function projectRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; now?: () => Date }): void {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
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
        await keptProjectListBody(db, filter, page, null, requireAuth(request).listVersions, (body) => reply.serialize(body)),
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

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/project/export',
    access: { operation: 'project:export' },
    summary: 'Projects matching the list filters as CSV (application/octet-stream)',
    tags: ['project'],
    body: projectFilterBody,
    result: { type: 'string' },
    handler: async (request, reply) => {
      const rows = await exportProjects(db, request.body ?? {}, EXPORT_LIMIT);
      const csv = projectsToCsv(rows);
      const at = now();
      await recordWrite(
        db,
        request,
        { action: 'project.export', target: 'projects', detail: { rows: rows.length, filter: request.body ?? {} } },
        at,
      );
      const stamp = at.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="projects-${stamp}.csv"`)
        .send(Buffer.from(csv, 'utf8'));
    },
  });

  myProjectRoutes(app, { db, ctx, pageOf });
  userOptionRoutes(app, { db });
}
