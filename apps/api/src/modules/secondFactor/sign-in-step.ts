import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { endChallenge, failChallenge, findChallenge, setWebAuthnChallenge, type LiveChallenge } from './challenges.js';
import { authenticationOptions, relyingPartyOf, usePasskey } from './passkeys.js';
import {
  passkeySignInOptionsBody,
  passkeySignInOptionsResult,
  secondFactorSignInBody,
  type PasskeySignInOptionsResult,
  type SecondFactorSignInRequest,
} from './schemas.js';
import { useSecondFactorCode } from './store.js';
import type { SecretSealer } from '../../auth/sealed-secrets.js';

/** The answer to every refused code: wrong, replayed, used, or refused by the throttle. */
export const INVALID_CODE = 'Invalid verification code';
/** The answer to a challenge that is unknown, expired or used up: the password step starts again. */
export const EXPIRED_CHALLENGE = 'This sign-in step has expired; sign in again';

/**
 * POST /api/admin/land/secondFactor (public): the login's challenge and a TOTP or recovery code, or a passkey's
 * answer (its options from .../passkeyOptions), answer the token. Wrong codes are counted by the sign-in throttle where the password was (per account and address, or
 * per known device) and against the challenge; a code is accepted once.
 */
export function secondFactorSignInRoutes(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    policy: SessionPolicy;
    throttle: SignInThrottle;
    menuTitles: ReadonlyMap<string, MenuTitles>;
    publicUrl: string | undefined;
    secrets: SecretSealer;
  },
): void {
  const { db, policy, throttle } = deps;
  /** Which factor a right answer used, or undefined. */
  const check = async (request: FastifyRequest, body: SecondFactorSignInRequest, challenge: LiveChallenge, at: Date) => {
    if (body.passkey) {
      if (!challenge.webauthnChallenge) return undefined;
      const party = relyingPartyOf(request, deps.publicUrl);
      return (await usePasskey(db, challenge.userId, body.passkey, challenge.webauthnChallenge, party, at)) ? 'passkey' : undefined;
    }
    return body.code ? useSecondFactorCode(db, deps.secrets, challenge.userId, body.code, at) : undefined;
  };

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/land/secondFactor/passkeyOptions',
    access: { public: true },
    summary: "The browser's options for answering the login's second step with one of the user's passkeys",
    tags: ['land'],
    body: passkeySignInOptionsBody,
    result: passkeySignInOptionsResult,
    handler: async (request) => {
      const challenge = await findChallenge(db, request.body.challenge, policy.now());
      if (!challenge) throw badRequest(EXPIRED_CHALLENGE, 'challenge');
      const options = await authenticationOptions(db, challenge.userId, relyingPartyOf(request, deps.publicUrl));
      await setWebAuthnChallenge(db, challenge, options.challenge);
      return ok<PasskeySignInOptionsResult>(options);
    },
  });

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
      if (!request.body.code && !request.body.passkey) throw badRequest('code is required', 'code');
      const used = await check(request, request.body, challenge, at);
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
