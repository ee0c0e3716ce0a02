import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import type { DialectName } from '../../db/connect.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { sessionIsMine } from './queries.js';
import { filledSessionUpdate, storedSession } from './stored.js';
import { sessionIdResult, sessionUpdateBody } from './schemas.js';
import { updateSession, type SessionWriteContext } from './writes.js';

/**
 * The versioned session updates: /update (session:update, any session) and /myUpdate (session:myUpdate, one of
 * the caller's sessions: they moderate it, or its project is theirs; another session's id answers 404). An
 * omitted field keeps its stored value; a stale `updatedAt` is refused (409).
 */
export function sessionUpdateRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; dialect: DialectName; ctx: (request: SessionWriteContext['request']) => SessionWriteContext },
): void {
  const { db, dialect, ctx } = deps;
  for (const mine of [false, true]) {
    defineRoute(app, {
      method: 'POST',
      url: mine ? '/api/admin/session/myUpdate' : '/api/admin/session/update',
      access: { operation: mine ? 'session:myUpdate' : 'session:update' },
      summary: mine ? "Update one of the caller's sessions" : 'Update a session',
      tags: ['session'],
      body: sessionUpdateBody,
      result: sessionIdResult,
      stored: storedSession(db, dialect),
      handler: async (request) => {
        if (mine && !(await sessionIsMine(db, request.body.id, { userId: requireAuth(request).userId })))
          throw notFound('Session not found');
        const { id, updatedAt, ...fields } = filledSessionUpdate(request.body);
        await updateSession(ctx(request), id, fields, updatedAt);
        return ok({ id });
      },
    });
  }
}
