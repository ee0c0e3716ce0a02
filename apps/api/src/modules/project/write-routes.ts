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
 * Project add and update, twice: /add and /update (project:add, project:update: any project) and /myAdd and
 * /myUpdate (project:myAdd, project:myUpdate: the caller becomes a member of what they create and stays on what
 * they edit, and may edit only their own projects; another project's id answers 404, the same as a missing one,
 * so ids of other records leak nothing). The reads of both are resources/owned-reads.ts.
 */
export function projectWriteRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; ctx: (request: WriteContext['request']) => WriteContext },
): void {
  const { db, ctx } = deps;
  for (const mine of [false, true]) {
    const route = { method: 'POST' as const, tags: ['project'], result: projectIdResult };
    defineRoute(app, {
      ...route,
      url: mine ? '/api/admin/project/myAdd' : '/api/admin/project/add',
      access: { operation: mine ? 'project:myAdd' : 'project:add' },
      summary: mine ? 'Create a project; the caller becomes a member' : 'Create a project',
      body: projectAddBody,
      handler: async (request) => {
        const userId = requireAuth(request).userId;
        return ok({ id: await addProject(ctx(request), request.body, userId, mine ? userId : null) });
      },
    });
    defineRoute(app, {
      ...route,
      url: mine ? '/api/admin/project/myUpdate' : '/api/admin/project/update',
      access: { operation: mine ? 'project:myUpdate' : 'project:update' },
      summary: mine ? "Update one of the caller's projects (the caller stays on it)" : 'Update a draft or active project',
      body: projectUpdateBody,
      stored: storedProject(db),
      handler: async (request) => {
        const { id } = request.body;
        const userId = requireAuth(request).userId;
        if (mine && !(await findProject(db, id, { userId }))) throw notFound('Project not found');
        await updateProject(ctx(request), id, request.body, mine ? userId : null);
        return ok({ id });
      },
    });
  }
}
