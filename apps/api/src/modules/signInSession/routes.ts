import type { FastifyInstance } from 'fastify';
import { endSession } from '../../auth/sign-in-sessions.js';
import { defineRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { Type } from '../../http/schema-types.js';
import { recordWrite } from '../../audit/record.js';
import type { ResourceDeps } from '../../resources/records.js';
import { exportRoute } from '../../resources/export-route.js';
import { listRoute } from '../../resources/routes.js';
import { findOpenSession } from './queries.js';
import { signInSessionResource } from './resource.js';
import { authSessionEndBody } from './schemas.js';

/** Active sign-ins under /api/admin/authSession: the declared list and export (resource.ts), and ending one. */
export function signInSessionRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  const resource = signInSessionResource(deps.now);
  listRoute(app, resource, deps);
  exportRoute(app, resource, deps);

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
