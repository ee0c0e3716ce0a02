import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { recordWrite } from '../../audit/record.js';
import { endUserSessions } from '../../auth/sign-in-sessions.js';
import type { Database } from '../../db/types.js';
import { ok } from '../../http/envelope.js';
import { Type } from '../../http/schema-types.js';
import { requireManageableUser } from '../user/manageable-user.js';
import { userRoute } from '../user/operations.js';
import { resetSecondFactorBody } from './schemas.js';
import { removeAllFactors } from './store.js';

/**
 * POST /api/admin/user/resetSecondFactor (`user:resetSecondFactor`): removes every factor and recovery code of
 * an account the caller may manage (auth/containment.ts) and ends its sign-ins, audited; its next sign-in is by
 * password, and enrols again where a role requires it.
 */
export function resetSecondFactorRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; now: () => Date }): void {
  const { db, now } = deps;
  userRoute(app, 'resetSecondFactor', {
    access: { operation: 'user:resetSecondFactor' },
    summary: "Remove an account's second factors and recovery codes (a lost phone) and end its sign-ins",
    body: resetSecondFactorBody,
    result: Type.Null(),
    handler: async (request) => {
      const user = await requireManageableUser(db, request, request.body.userId);
      const at = now();
      await db.transaction().execute(async (trx) => {
        const removed = await removeAllFactors(trx, user.id);
        const ended = await endUserSessions(trx, user.id, 'ended_by_admin', at);
        await recordWrite(
          trx,
          request,
          { action: 'user.resetSecondFactor', target: `user:${user.username}`, detail: { removed, ended } },
          at,
        );
      });
      return ok(null, 'Two-step verification reset');
    },
  });
}
