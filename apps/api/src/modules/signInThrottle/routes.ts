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
import { countedAddress } from './places.js';
import { addressLocksResult, unlockAddressBody, unlockBody, type AddressLocksResult } from './schemas.js';
import type { SignInThrottle } from './throttle.js';

/**
 * Lifting sign-in locks (`user:unlock`): an account's from every address and device (POST /api/admin/user/unlock),
 * the addresses that failed lately (POST .../addressLocks) and an address's (POST .../unlockAddress).
 */
export function signInThrottleRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; throttle: SignInThrottle; now: () => Date },
): void {
  const { db, throttle, now } = deps;
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/user/unlock',
    access: { operation: 'user:unlock' },
    summary: 'Lift the sign-in locks and waits of an account, from every address and device',
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
      const counters = await throttle.unlock({ account: user.username });
      await recordWrite(db, request, { action: 'user.unlock', target: `user:${user.username}`, detail: { wasLocked, counters } }, now());
      return ok(null, 'Unlocked');
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/user/addressLocks',
    access: { operation: 'user:unlock' },
    summary: 'The client addresses that failed past their free sign-in tries lately, newest first (at most 200)',
    tags: ['user'],
    result: addressLocksResult,
    handler: async () => ok<AddressLocksResult>({ list: await throttle.busyAddresses() }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/user/unlockAddress',
    access: { operation: 'user:unlock' },
    summary: "Lift the sign-in locks and waits of a client address: its own and every account's from it",
    tags: ['user'],
    body: unlockAddressBody,
    result: Type.Null(),
    handler: async (request) => {
      const address = countedAddress(request.body.address);
      const counters = await throttle.unlock({ address });
      await recordWrite(db, request, { action: 'user.unlockAddress', target: `address:${address}`, detail: { counters } }, now());
      return ok(null, 'Unlocked');
    },
  });
}
