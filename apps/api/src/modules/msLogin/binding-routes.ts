import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record.js';
import { requireAuth } from '../../auth/guard.js';
import type { SessionPolicy } from '../../auth/types.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from '../user/operations.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { Type } from '../../http/schema-types.js';
import { listBindings, removeBinding } from './identities.js';
import {
  bindingListResult,
  listBody,
  removeBody,
  selfBindingResult,
  type MsBindingListResult,
  type SelfMsBindingResult,
} from './schemas.js';

const DEFAULT_PAGE_SIZE = 20;
const NO_BINDING = 'No Microsoft account is bound to this user';

/**
 * Binding management, available whether or not sign-in is configured (so bindings can always be removed):
 * admins (operation user:update) list and remove a user's binding; every user sees and removes their own.
 */
export function bindingRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; policy: SessionPolicy }): void {
  const { db, policy } = deps;

  const remove = async (actor: { userId: number; username: string }, userId: number, action: string, ip: string | null) => {
    const now = policy.now();
    return db.transaction().execute(async (trx) => {
      const removed = await removeBinding(trx, userId);
      if (!removed) throw notFound(NO_BINDING);
      await recordAudit(
        trx,
        {
          actorUserId: actor.userId,
          actorUsername: actor.username,
          action,
          target: String(userId),
          ip,
          outcome: 'success',
          detail: { tenant: removed.tenant, oid: removed.oid },
        },
        now,
      );
    });
  };

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/msBinding/list',
    access: { operation: 'user:update' },
    tags: ['msBinding'],
    summary: "A user's Microsoft binding (a list of at most one per provider)",
    body: listBody,
    result: bindingListResult,
    handler: async (request) => {
      const current = request.body.current ?? 1;
      const pageSize = request.body.pageSize ?? DEFAULT_PAGE_SIZE;
      const page = await listBindings(db, request.body.userId, { current, pageSize });
      return ok<MsBindingListResult>({ ...page, current, pageSize });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/msBinding/remove',
    access: { operation: 'user:update' },
    tags: ['msBinding'],
    summary: "Removes a user's Microsoft binding",
    body: removeBody,
    result: Type.Null(),
    handler: async (request) => {
      await remove(requireAuth(request), request.body.userId, 'msBinding.remove', request.ip ?? null);
      return ok(null);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/self/msBinding',
    access: { auth: 'self' },
    tags: ['self'],
    summary: 'The signed-in user’s Microsoft binding, or null',
    result: selfBindingResult,
    handler: async (request) => {
      const { list } = await listBindings(db, requireAuth(request).userId, { current: 1, pageSize: 1 });
      return ok<SelfMsBindingResult>({ binding: list[0] ?? null });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/self/msBinding/remove',
    access: { auth: 'self' },
    tags: ['self'],
    summary: 'Removes the signed-in user’s own Microsoft binding',
    result: Type.Null(),
    handler: async (request) => {
      const auth = requireAuth(request);
      await remove(auth, auth.userId, 'self.msBinding.remove', request.ip ?? null);
      return ok(null);
    },
  });
}
