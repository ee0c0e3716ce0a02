import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connect.js';
import type { Database } from '../../db/types.js';
import { requireAuth } from '../../auth/guard.js';
import { listVersionsOf } from '../../lists/index.js';
import { defineRoute } from './operations.js';
import { ok, sendSerialized } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { myParticipantRoutes } from './my-participant-routes.js';
import { mySessionRoutes } from './my-routes.js';
import { participantRoutes } from './participant-routes.js';
import { keptSessionListBody } from './kept-list.js';
import { findSession, sessionPage } from './queries.js';
import { filledSessionUpdate, storedSession } from './stored.js';
import {
  sessionAddBody,
  sessionDetailSchema,
  sessionIdBody,
  sessionIdResult,
  sessionListBody,
  sessionListResult,
  sessionUpdateBody,
  type SessionDetail,
} from './schemas.js';
import { addSession, deleteSession, updateSession, type SessionWriteContext } from './writes.js';

/** Research sessions under /api/admin/session: list, detail, add, update, delete, participants, guide and the 'my' variants. */
export function sessionRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; dialect: DialectName; now?: () => Date }): void {
  const { db, dialect } = deps;
  const now = deps.now ?? (() => new Date());
  const ctx = (request: SessionWriteContext['request']): SessionWriteContext => ({ db, dialect, request, now: now() });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/session/list',
    access: { operation: 'session:list' },
    summary: "A project's sessions by start",
    tags: ['session'],
    body: sessionListBody,
    result: sessionListResult,
    handler: async (request, reply) => {
      const query = sessionPage(request.body);
      return sendSerialized(
        reply,
        await keptSessionListBody(db, query, null, listVersionsOf(requireAuth(request)), (body) => reply.serialize(body)),
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/session/detail',
    access: { operation: 'session:detail' },
    summary: 'One session with participants and question guide',
    tags: ['session'],
    body: sessionIdBody,
    result: sessionDetailSchema,
    handler: async (request) => {
      const detail = await findSession(db, dialect, request.body.id, null);
      if (!detail) throw notFound('Session not found');
      return ok<SessionDetail>(detail);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/session/add',
    access: { operation: 'session:add' },
    summary: 'Add a session to a project',
    tags: ['session'],
    body: sessionAddBody,
    result: sessionIdResult,
    handler: async (request) => {
      const { projectId, ...fields } = request.body;
      return ok({ id: await addSession(ctx(request), projectId, fields) });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/session/update',
    access: { operation: 'session:update' },
    summary: 'Update a session',
    tags: ['session'],
    body: sessionUpdateBody,
    result: sessionIdResult,
    stored: storedSession(db, dialect),
    handler: async (request) => {
      const { id, updatedAt, ...fields } = filledSessionUpdate(request.body);
      await updateSession(ctx(request), id, fields, updatedAt);
      return ok({ id });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/session/delete',
    access: { operation: 'session:delete' },
    summary: 'Delete a session with its participants and guide',
    tags: ['session'],
    body: sessionIdBody,
    result: sessionIdResult,
    handler: async (request) => {
      await deleteSession(ctx(request), request.body.id);
      return ok({ id: request.body.id });
    },
  });

  participantRoutes(app, { ctx });
  mySessionRoutes(app, { db, dialect, ctx });
  myParticipantRoutes(app, { db, ctx });
}
