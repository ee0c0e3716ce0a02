import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record.js';
import type { SessionPolicy } from '../../auth/types.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import type { MenuTitles } from '../api-module.js';
import { openSignIn } from '../signIn/open-sign-in.js';
import { loginResult, type LoginResult } from '../signIn/schemas.js';
import { deviceTokensOf } from '../signInThrottle/devices.js';
import type { SignInThrottle } from '../signInThrottle/throttle.js';
import { endChallenge, failChallenge, findChallenge } from './challenges.js';
import { secondFactorSignInBody } from './schemas.js';
import { useSecondFactorCode } from './store.js';

/** The answer to every refused code: wrong, replayed, used, or refused by the throttle. */
export const INVALID_CODE = 'Invalid verification code';
/** The answer to a challenge that is unknown, expired or used up: the password step starts again. */
export const EXPIRED_CHALLENGE = 'This sign-in step has expired; sign in again';

/**
 * POST /api/admin/land/secondFactor (public): the login's challenge and a TOTP or recovery code answer the
 * token. Wrong codes are counted by the sign-in throttle where the password was (per account and address, or
 * per known device) and against the challenge; a code is accepted once.
 */
export function secondFactorSignInRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; policy: SessionPolicy; throttle: SignInThrottle; menuTitles: ReadonlyMap<string, MenuTitles> },
): void {
  const { db, policy, throttle } = deps;
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/land/secondFactor',
    access: { public: true },
    summary: 'Second step of a sign-in: the challenge from login and a TOTP or recovery code; answers the token',
    tags: ['land'],
    body: secondFactorSignInBody,
    result: loginResult,
    handler: async (request, reply) => {
      const at = policy.now();
      const challenge = await findChallenge(db, request.body.challenge, at);
      if (!challenge) throw badRequest(EXPIRED_CHALLENGE, 'challenge');
      const ip = request.ip ?? null;
      const audit = (outcome: 'success' | 'failure', detail?: Record<string, unknown>) =>
        recordAudit(
          db,
          {
            actorUserId: challenge.userId,
            actorUsername: challenge.username,
            action: 'land.secondFactor',
            target: challenge.username,
            ip,
            outcome,
            ...(detail ? { detail } : {}),
          },
          policy.now(),
        );
      const place = await throttle.place(
        { username: challenge.username, address: ip, deviceTokens: deviceTokensOf(request) },
        challenge.userId,
      );
      const verdict = await throttle.mayTry(place);
      if (!verdict.allowed) {
        if (verdict.record) await audit('failure', { reason: verdict.locked ? 'locked' : 'throttled' });
        throw badRequest(INVALID_CODE, 'code');
      }
      const used = await useSecondFactorCode(db, challenge.userId, request.body.code, at);
      if (!used) {
        await throttle.failed(place);
        await failChallenge(db, challenge);
        await audit('failure', { reason: 'wrong_code' });
        throw badRequest(INVALID_CODE, 'code');
      }
      if (!(await endChallenge(db, challenge))) throw badRequest(EXPIRED_CHALLENGE, 'challenge');
      const result = await openSignIn(deps, request, challenge.userId, { enrolOnly: false });
      if (!result) throw badRequest(EXPIRED_CHALLENGE, 'challenge');
      reply.header('set-cookie', await throttle.succeeded(place, challenge.userId));
      await audit('success', { method: used });
      return ok<LoginResult>(result, 'welcome to use');
    },
  });
}
