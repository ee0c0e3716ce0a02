import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import { listVersionsOf } from '../../lists/index.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from './operations.js';
import { ok, sendSerialized } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
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
  type ProjectFilter,
  type ProjectItem,
  type ProjectListRequest,
} from './schemas.js';
import { addProject, storedProject, updateProject, type WriteContext } from './writes.js';

/**
 * The caller's own projects: reads need only a sign-in and show only projects the caller is client,
 * moderator or member of; writes need project:myAdd / project:myUpdate. Another project's id answers
 * 404, the same as a missing one, so ids of other records leak nothing.
 */
export function myProjectRoutes(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    ctx: (request: WriteContext['request']) => WriteContext;
    pageOf: (body: ProjectListRequest) => { page: { current: number; pageSize: number }; filter: ProjectFilter };
  },
): void {
  const { db, ctx, pageOf } = deps;

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/project/myList',
    access: { auth: 'self' },
    summary: "The caller's projects",
    tags: ['project'],
    body: projectListBody,
    result: projectListResult,
    handler: async (request, reply) => {
      const { page, filter } = pageOf(request.body ?? {});
      const auth = requireAuth(request);
      return sendSerialized(
        reply,
        await keptProjectListBody(db, filter, page, { userId: auth.userId }, listVersionsOf(auth), (body) => reply.serialize(body)),
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/project/myDetail',
    access: { auth: 'self' },
    summary: "One of the caller's projects",
    tags: ['project'],
    body: projectIdBody,
    result: projectItemSchema,
    handler: async (request) => {
      const item = await findProject(db, request.body.id, { userId: requireAuth(request).userId });
      if (!item) throw notFound('Project not found');
      return ok<ProjectItem>(item);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/project/myAdd',
    access: { operation: 'project:myAdd' },
    summary: 'Create a project; the caller becomes a member',
    tags: ['project'],
    body: projectAddBody,
    result: projectIdResult,
    handler: async (request) => {
      const userId = requireAuth(request).userId;
      return ok({ id: await addProject(ctx(request), request.body, userId, userId) });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/project/myUpdate',
    access: { operation: 'project:myUpdate' },
    summary: "Update one of the caller's projects (the caller stays on it)",
    tags: ['project'],
    body: projectUpdateBody,
    result: projectIdResult,
    stored: storedProject(db),
    handler: async (request) => {
      const { id } = request.body;
      const userId = requireAuth(request).userId;
      if (!(await findProject(db, id, { userId }))) throw notFound('Project not found');
      await updateProject(ctx(request), id, request.body, userId);
      return ok({ id });
    },
  });
}
