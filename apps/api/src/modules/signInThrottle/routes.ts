import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { recordWrite } from '../../audit/record.js';
import type { Database } from '../../db/types.js';
import { requireManageableUser } from '../user/manageable-user.js';
import { userRoute } from '../user/operations.js';
import { ok } from '../../http/envelope.js';
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
  userRoute(app, 'unlock', {
    access: { operation: 'user:unlock' },
    summary: 'Lift the sign-in locks and waits of an account, from every address and device',
    body: unlockBody,
    result: Type.Null(),
    handler: async (request) => {
      const user = await requireManageableUser(db, request, request.body.userId);
      const wasLocked = (await throttle.locks([user.username])).has(user.username.toLowerCase());
      const counters = await throttle.unlock({ account: user.username });
      await recordWrite(db, request, { action: 'user.unlock', target: `user:${user.username}`, detail: { wasLocked, counters } }, now());
      return ok(null, 'Unlocked');
    },
  });

  userRoute(app, 'addressLocks', {
    access: { operation: 'user:unlock' },
    summary: 'The client addresses that failed past their free sign-in tries lately, newest first (at most 200)',
    result: addressLocksResult,
    handler: async () => ok<AddressLocksResult>({ list: await throttle.busyAddresses() }),
  });

  userRoute(app, 'unlockAddress', {
    access: { operation: 'user:unlock' },
    summary: "Lift the sign-in locks and waits of a client address: its own and every account's from it",
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
