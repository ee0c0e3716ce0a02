import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { recordWrite } from '../../audit/record.js';
import { endSession, endUserSessions } from '../../auth/sign-in-sessions.js';
import type { AuthContext, SessionPolicy } from '../../auth/types.js';
import type { Database } from '../../db/types.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import { Type } from '../../http/schema-types.js';
import { defineSelfRoutes, selfRoute } from '../../http/self-routes.js';
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
  const contextOf = (auth: AuthContext): MySignInContext => ({
    userId: auth.userId,
    currentSessionId: auth.sessionId,
    now: deps.now(),
    idleMinutes: deps.policy.idleMinutes,
  });

  defineSelfRoutes(app, '/api/admin/self/signIns', {
    list: selfRoute({
      summary: "The caller's open sign-ins (browser, address, started, last seen), most recently used first",
      body: mySignInListBody,
      result: mySignInListResult,
      handler: async (request, auth) => {
        const current = request.body.current ?? 1;
        const pageSize = request.body.pageSize ?? 20;
        const page = await listMySignIns(db, { current, pageSize }, contextOf(auth));
        return ok<MySignInListResult>({ ...page, current, pageSize });
      },
    }),

    end: selfRoute({
      summary: "End another of the caller's sign-ins; its next request answers 50008",
      body: mySignInEndBody,
      result: Type.Null(),
      handler: async (request, auth) => {
        const context = contextOf(auth);
        const { id } = request.body;
        if (id === context.currentSessionId) throw badRequest('id is the sign-in you are using: sign out instead', 'id');
        await db.transaction().execute(async (trx) => {
          if (!(await findMyOpenSignIn(trx, id, context))) throw notFound(`You have no open sign-in with id ${id}`);
          await endSession(trx, id, 'ended_by_owner', context.now);
          const write = { action: 'self.signIn.end', target: `user:${auth.username}`, detail: { sessionId: id } };
          await recordWrite(trx, request, write, context.now);
        });
        return ok(null);
      },
    }),

    endOthers: selfRoute({
      summary: 'End every sign-in of the caller but this one; their next requests answer 50008',
      result: mySignInEndOthersResult,
      handler: async (request, auth) => {
        const context = contextOf(auth);
        const ended = await db.transaction().execute(async (trx) => {
          const count = await endUserSessions(trx, context.userId, 'ended_by_owner', context.now, context.currentSessionId);
          const write = { action: 'self.signIn.endOthers', target: `user:${auth.username}`, detail: { ended: count } };
          await recordWrite(trx, request, write, context.now);
          return count;
        });
        return ok<MySignInEndOthersResult>({ ended });
      },
    }),
  });
}
