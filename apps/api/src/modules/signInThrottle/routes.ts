import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { recordWrite } from '../../audit/record.js';
import { assertMayManageUser, loadHoldings } from '../../auth/containment.js';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from '../user/operations.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { Type } from '../../http/schema-types.js';
import { unlockBody } from './schemas.js';
import type { SignInThrottle } from './throttle.js';

/** Unlocking an account that too many wrong passwords locked: POST /api/admin/user/unlock (`user:unlock`). */
export function signInThrottleRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; throttle: SignInThrottle; now: () => Date },
): void {
  const { db, throttle, now } = deps;
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/user/unlock',
    access: { operation: 'user:unlock' },
    summary: 'Lift the sign-in lock and waits of an account (after too many wrong passwords)',
    tags: ['user'],
    body: unlockBody,
    result: Type.Null(),
    handler: async (request) => {
      const user = await db
        .selectFrom('users')
        .select(['id', 'username'])
        .where('id', '=', request.body.userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!user) throw notFound('User not found');
      await assertMayManageUser(db, await loadHoldings(db, requireAuth(request).userId, { enabledOnly: true }), user.id);
      const wasLocked = (await throttle.locks([user.username])).has(user.username.toLowerCase());
      await throttle.unlock(user.username);
      await recordWrite(db, request, { action: 'user.unlock', target: `user:${user.username}`, detail: { wasLocked } }, now());
      return ok(null, 'Unlocked');
    },
  });
}
