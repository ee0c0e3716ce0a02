import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordWrite } from '../../audit/record.js';
import { requireAuth } from '../../auth/guard.js';
import { endSession, endUserSessions } from '../../auth/sign-in-sessions.js';
import type { SessionPolicy } from '../../auth/types.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import { Type } from '../../http/schema-types.js';
import { findMyOpenSignIn, listMySignIns, type MySignInContext } from './queries.js';
import {
  mySignInEndBody,
  mySignInEndOthersResult,
  mySignInListBody,
  mySignInListResult,
  type MySignInEndOthersResult,
  type MySignInListResult,
} from './schemas.js';

/**
 * The caller's own sign-ins under /api/admin/self/signIns: list them, end one, end all but this one. Each
 * user reaches only their own (another user's id answers as not found); an ended token's next request
 * answers 50008 on every server, since the guard reads the session row afresh after any write.
 */
export function mySignInRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; now: () => Date; policy: SessionPolicy }): void {
  const { db } = deps;
  const contextOf = (request: FastifyRequest): MySignInContext => {
    const auth = requireAuth(request);
    return { userId: auth.userId, currentSessionId: auth.sessionId, now: deps.now(), idleMinutes: deps.policy.idleMinutes };
  };

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/self/signIns/list',
    access: { auth: 'self' },
    summary: "The caller's open sign-ins (browser, address, started, last seen), most recently used first",
    tags: ['self'],
    body: mySignInListBody,
    result: mySignInListResult,
    handler: async (request) => {
      const current = request.body.current ?? 1;
      const pageSize = request.body.pageSize ?? 20;
      const page = await listMySignIns(db, { current, pageSize }, contextOf(request));
      return ok<MySignInListResult>({ ...page, current, pageSize });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/self/signIns/end',
    access: { auth: 'self' },
    summary: "End another of the caller's sign-ins; its next request answers 50008",
    tags: ['self'],
    body: mySignInEndBody,
    result: Type.Null(),
    handler: async (request) => {
      const context = contextOf(request);
      const { id } = request.body;
      if (id === context.currentSessionId) throw badRequest('id is the sign-in you are using: sign out instead', 'id');
      await db.transaction().execute(async (trx) => {
        if (!(await findMyOpenSignIn(trx, id, context))) throw notFound(`You have no open sign-in with id ${id}`);
        await endSession(trx, id, 'ended_by_owner', context.now);
        await recordWrite(
          trx,
          request,
          { action: 'self.signIn.end', target: `user:${requireAuth(request).username}`, detail: { sessionId: id } },
          context.now,
        );
      });
      return ok(null);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/self/signIns/endOthers',
    access: { auth: 'self' },
    summary: 'End every sign-in of the caller but this one; their next requests answer 50008',
    tags: ['self'],
    result: mySignInEndOthersResult,
    handler: async (request) => {
      const context = contextOf(request);
      const ended = await db.transaction().execute(async (trx) => {
        const count = await endUserSessions(trx, context.userId, 'ended_by_owner', context.now, context.currentSessionId);
        await recordWrite(
          trx,
          request,
          { action: 'self.signIn.endOthers', target: `user:${requireAuth(request).username}`, detail: { ended: count } },
          context.now,
        );
        return count;
      });
      return ok<MySignInEndOthersResult>({ ended });
    },
  });
}
