import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record.js';
import { auditableUsername } from '../../audit/typed-username.js';
import { requireAuth } from '../../auth/guard.js';
import { prepareDummyHash } from '../../auth/password.js';
import { endSession } from '../../auth/sign-in-sessions.js';
import type { SessionPolicy } from '../../auth/types.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/envelope.js';
import { ApiError, Code, badRequest } from '../../http/errors.js';
import type { MenuTitles } from '../api-module.js';
import { createChallenge } from '../secondFactor/challenges.js';
import { secondFactorStanding } from '../secondFactor/standing.js';
import { checkPasswordThrottled } from '../signInThrottle/checked-password.js';
import { deviceTokensOf } from '../signInThrottle/devices.js';
import type { SignInThrottle } from '../signInThrottle/throttle.js';
import { clientOf, openSignIn } from './open-sign-in.js';
import { findLoginCandidate } from './queries.js';
import { loginAnswer, loginBody, logoutResult, type LoginAnswer, type LogoutResult } from './schemas.js';

const INVALID_CREDENTIALS = 'Invalid username or password';
/** The answer to the right one-time password after it expired. */
export const EXPIRED_ONE_TIME_PASSWORD = 'This one-time password has expired; ask an administrator to reset your password';

/** Whether the candidate signs in with a one-time password older than `hours`. */
function oneTimePasswordExpired(
  candidate: { oneTimePassword: boolean; passwordChangedAt: string | null },
  now: Date,
  hours: number,
): boolean {
  if (!candidate.oneTimePassword || candidate.passwordChangedAt === null) return false;
  return now.getTime() - Date.parse(candidate.passwordChangedAt) > hours * 3_600_000;
}

/** Sign-in and sign-out: POST /api/admin/land/login (public) and /logout (self). */
export function signInRoutes(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    policy: SessionPolicy;
    throttle: SignInThrottle;
    oneTimePasswordHours: number;
    menuTitles: ReadonlyMap<string, MenuTitles>;
  },
): void {
  const { db, policy, throttle, oneTimePasswordHours, menuTitles } = deps;
  prepareDummyHash();

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/land/login',
    access: { public: true },
    summary: 'Sign in with username and password',
    tags: ['land'],
    body: loginBody,
    result: loginAnswer,
    handler: async (request, reply) => {
      const username = request.body.username.trim();
      if (username === '') throw badRequest('username cannot be empty', 'username');
      const { ip } = clientOf(request);
      const attempt = { username, address: ip, deviceTokens: deviceTokensOf(request) };
      const candidate = await findLoginCandidate(db, username);
      const named = auditableUsername(username, candidate !== undefined);
      const audit = (outcome: 'success' | 'failure' | 'denied', actorUserId: number | null, reason?: string) =>
        recordAudit(
          db,
          {
            actorUserId,
            actorUsername: named,
            action: 'land.login',
            target: named,
            ip,
            outcome,
            ...(reason ? { detail: { reason } } : {}),
          },
          policy.now(),
        );

      // Every refusal below answers the same message in the time of one hash: no timing or wording tells
      // whether the account exists, is locked or is disabled.
      const check = await checkPasswordThrottled(throttle, attempt, candidate, request.body.password);
      if (check.outcome === 'throttled' || check.outcome === 'locked') {
        if (check.record) await audit('failure', candidate?.id ?? null, check.outcome);
        throw badRequest(INVALID_CREDENTIALS);
      }
      if (!candidate || check.outcome === 'wrong') {
        await audit('failure', candidate?.id ?? null, candidate ? 'wrong_password' : 'unknown_user');
        throw badRequest(INVALID_CREDENTIALS);
      }
      if (candidate.status !== 'enabled') {
        await audit('denied', candidate.id, 'disabled');
        throw badRequest(INVALID_CREDENTIALS);
      }
      // Told only to whoever typed the right one-time password: it names no account to anyone else.
      if (oneTimePasswordExpired(candidate, policy.now(), oneTimePasswordHours)) {
        await audit('denied', candidate.id, 'one_time_password_expired');
        throw badRequest(EXPIRED_ONE_TIME_PASSWORD, 'password');
      }
      // A user with a second factor gets no token yet: the code goes to /land/secondFactor with the challenge.
      const standing = await secondFactorStanding(db, candidate.id);
      if (standing.enrolled) {
        const challenge = await createChallenge(db, candidate.id, username, policy.now());
        return ok<LoginAnswer>({ secondFactor: { challenge, methods: standing.methods } }, 'Enter your verification code');
      }
      const result = await openSignIn({ db, policy, menuTitles }, request, candidate.id, { enrolOnly: standing.required });
      if (!result) throw new ApiError(Code.badRequest, INVALID_CREDENTIALS);
      reply.header('set-cookie', await throttle.succeeded(check.place, candidate.id));
      await audit('success', candidate.id, standing.required ? 'second_factor_enrolment' : undefined);
      return ok<LoginAnswer>(result, 'welcome to use');
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/land/logout',
    access: { auth: 'self' },
    summary: 'Sign out: revokes the token used for this request',
    tags: ['land'],
    result: logoutResult,
    handler: async (request) => {
      const auth = requireAuth(request);
      const now = policy.now();
      await endSession(db, auth.sessionId, 'logout', now);
      await recordAudit(
        db,
        { actorUserId: auth.userId, actorUsername: auth.username, action: 'land.logout', ip: request.ip ?? null, outcome: 'success' },
        now,
      );
      return ok<LogoutResult>(null);
    },
  });
}
