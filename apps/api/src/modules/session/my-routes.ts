import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import { listVersionsOf } from '../../lists/index.js';
import type { DialectName } from '../../db/connect.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from './operations.js';
import { ok, sendSerialized } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { keptSessionListBody } from './kept-list.js';
import { findSession, sessionPage } from './queries.js';
import { filledSessionUpdate, storedSession } from './stored.js';
import {
  mySessionListBody,
  sessionDetailSchema,
  sessionIdBody,
  sessionIdResult,
  sessionListResult,
  sessionUpdateBody,
  type SessionDetail,
} from './schemas.js';
import { updateSession, type SessionWriteContext } from './writes.js';

/**
 * The caller's sessions: those they moderate or whose project is theirs (client, moderator or member).
 * Reads need a sign-in; the update needs session:myUpdate. Another session's id answers 404.
 */
export function mySessionRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; dialect: DialectName; ctx: (request: SessionWriteContext['request']) => SessionWriteContext },
): void {
  const { db, dialect, ctx } = deps;

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/session/myList',
    access: { auth: 'self' },
    summary: "The caller's sessions by start",
    tags: ['session'],
    body: mySessionListBody,
    result: sessionListResult,
    handler: async (request, reply) => {
      const query = sessionPage(request.body ?? {});
      const auth = requireAuth(request);
      return sendSerialized(
        reply,
        await keptSessionListBody(db, query, { userId: auth.userId }, listVersionsOf(auth), (body) => reply.serialize(body)),
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/session/myDetail',
    access: { auth: 'self' },
    summary: "One of the caller's sessions",
    tags: ['session'],
    body: sessionIdBody,
    result: sessionDetailSchema,
    handler: async (request) => {
      const detail = await findSession(db, dialect, request.body.id, { userId: requireAuth(request).userId });
      if (!detail) throw notFound('Session not found');
      return ok<SessionDetail>(detail);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/session/myUpdate',
    access: { operation: 'session:myUpdate' },
    summary: "Update one of the caller's sessions",
    tags: ['session'],
    body: sessionUpdateBody,
    result: sessionIdResult,
    stored: storedSession(db, dialect),
    handler: async (request) => {
      if (!(await findSession(db, dialect, request.body.id, { userId: requireAuth(request).userId }))) throw notFound('Session not found');
      const { id, updatedAt, ...fields } = filledSessionUpdate(request.body);
      await updateSession(ctx(request), id, fields, updatedAt);
      return ok({ id });
    },
  });
}
