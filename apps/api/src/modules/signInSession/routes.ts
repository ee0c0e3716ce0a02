import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import { endSession } from '../../auth/sign-in-sessions.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { Type } from '../../http/schema-types.js';
import { recordWrite } from '../../audit/record.js';
import { findOpenSession, listActiveSessions } from './queries.js';
import { authSessionEndBody, authSessionListBody, authSessionListResult, type AuthSessionListResult } from './schemas.js';

/** Active sign-ins: list and end under /api/admin/authSession. */
export function signInSessionRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; now: () => Date }): void {
  const { db } = deps;

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/authSession/list',
    access: { operation: 'authSession:list' },
    summary: 'Open sign-ins, most recently active first (never the token)',
    tags: ['authSession'],
    body: authSessionListBody,
    result: authSessionListResult,
    handler: async (request) => {
      const current = request.body.current ?? 1;
      const pageSize = request.body.pageSize ?? 20;
      const page = await listActiveSessions(
        db,
        request.body,
        { current, pageSize },
        { now: deps.now(), currentSessionId: requireAuth(request).sessionId },
      );
      return ok<AuthSessionListResult>({ ...page, current, pageSize });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/authSession/end',
    access: { operation: 'authSession:end' },
    summary: "End one sign-in; that user's next call answers 50012",
    tags: ['authSession'],
    body: authSessionEndBody,
    result: Type.Null(),
    handler: async (request) => {
      const now = deps.now();
      await db.transaction().execute(async (trx) => {
        const session = await findOpenSession(trx, request.body.id);
        if (!session) throw notFound(`No open sign-in with id ${request.body.id}`);
        await endSession(trx, session.id, 'ended_by_admin', now);
        await recordWrite(
          trx,
          request,
          { action: 'authSession.end', target: `user:${session.username}`, detail: { sessionId: session.id, userId: session.user_id } },
          now,
        );
      });
      return ok(null);
    },
  });
}
