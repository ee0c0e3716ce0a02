import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { findProject } from './queries.js';
import { projectAddBody, projectIdResult, projectUpdateBody } from './schemas.js';
import { addProject, storedProject, updateProject, type WriteContext } from './writes.js';

/**
 * The caller's own project writes (their reads, /myList and /myDetail, are resources/owned-reads.ts): they need
 * project:myAdd / project:myUpdate. Another project's id answers 404, the same as a missing one, so ids of other
 * records leak nothing.
 */
export function myProjectRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; ctx: (request: WriteContext['request']) => WriteContext },
): void {
  const { db, ctx } = deps;

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
