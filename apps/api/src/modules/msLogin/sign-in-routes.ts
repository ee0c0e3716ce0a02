import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/record.js';
import { auditableUsername } from '../../audit/typed-username.js';
import { prepareDummyHash } from '../../auth/password.js';
import type { SessionPolicy } from '../../auth/types.js';
import type { Database } from '../../db/types.js';
import { msRoute } from './ms-route.js';
import { ok } from '../../http/envelope.js';
import { ApiError, Code, badRequest, conflict, forbidden } from '../../http/errors.js';
import type { MicrosoftSignInConfig } from '../../oidc/types.js';
import { findLoginCandidate } from '../signIn/queries.js';
import { checkPasswordThrottled } from '../signInThrottle/checked-password.js';
import { secondFactorStanding } from '../secondFactor/standing.js';
import { deviceTokensOf } from '../signInThrottle/devices.js';
import type { SignInThrottle } from '../signInThrottle/throttle.js';
import { browserHashOf } from './browser-cookie.js';
import { bindingConflict, insertBinding, touchBinding } from './identities.js';
import { consumePendingBinding, countFailedAttempt, findPendingBinding, takeTicket } from './queries.js';
import { bindBody, exchangeBody, pendingBody, pendingResult, signInResult, type MsPendingResult, type MsSignInResult } from './schemas.js';
import { isSecretShaped } from './secrets.js';
import { requireConfigured, signInThroughMicrosoft } from './sign-in.js';

/** Dependencies of the Microsoft sign-in routes. */
export interface MsLoginDeps {
  db: Kysely<Database>;
  policy: SessionPolicy;
  /** Undefined when MS_* is not set: the ms routes then answer 404 'Microsoft sign-in is not configured'. */
  config: MicrosoftSignInConfig | undefined;
  /** Sign-in throttling shared with the password sign-in (the binding form checks a password). */
  throttle: SignInThrottle;
}

/** Wrong passwords one pending binding tolerates before it is used up. */
export const MAX_ATTEMPTS_PER_PENDING = 5;

const EXPIRED = 'This Microsoft sign-in has expired, please start again';
const INVALID_CREDENTIALS = 'Invalid username or password';
/** The answer to the right password of an account with a second factor: binding would skip the code. */
export const BIND_WITH_SECOND_FACTOR =
  'This account uses two-step verification, so a Microsoft account cannot be linked to it with the password alone';

/** POST /api/admin/land/ms/exchange, /pending and /bind: public steps after the provider's callback. */
export function signInRoutes(app: FastifyInstance, deps: MsLoginDeps): void {
  const { db, policy, config, throttle } = deps;
  prepareDummyHash();

  msRoute(app, 'exchange', {
    access: { public: true },
    summary: 'Exchanges a one-time sign-in ticket (60 s, same browser) for a console token',
    body: exchangeBody,
    result: signInResult,
    handler: async (request) => {
      requireConfigured(config);
      const row = isSecretShaped(request.body.ticket)
        ? await takeTicket(db, request.body.ticket, browserHashOf(request), policy.now())
        : undefined;
      if (!row) throw badRequest('This sign-in link has expired or was already used, please sign in again', 'ticket');
      const result = await signInThroughMicrosoft(db, policy, request, { userId: row.user_id, returnTo: row.return_to, via: 'ticket' });
      await touchBinding(db, row.identity_id, policy.now());
      return ok<MsSignInResult>(result, 'welcome to use');
    },
  });

  msRoute(app, 'pending', {
    access: { public: true },
    summary: 'Whether a pending binding can still be used (the binding screen asks before showing its form)',
    body: pendingBody,
    result: pendingResult,
    handler: async (request) => {
      requireConfigured(config);
      if (!isSecretShaped(request.body.pending)) return ok<MsPendingResult>({ status: 'unknown', label: null, expiresAt: null });
      const found = await findPendingBinding(db, request.body.pending, browserHashOf(request), policy.now());
      if (found.status !== 'active') return ok<MsPendingResult>({ status: found.status, label: null, expiresAt: null });
      return ok<MsPendingResult>({ status: 'active', label: found.row.label, expiresAt: found.row.expires_at });
    },
  });

  msRoute(app, 'bind', {
    access: { public: true },
    summary: 'Binds the pending Microsoft identity to the staff account whose password is given, then signs in',
    body: bindBody,
    result: signInResult,
    handler: async (request, reply) => {
      requireConfigured(config);
      const now = policy.now();
      const username = request.body.username.trim();
      if (username === '') throw badRequest('username cannot be empty', 'username');
      const found = isSecretShaped(request.body.pending)
        ? await findPendingBinding(db, request.body.pending, browserHashOf(request), now)
        : undefined;
      if (found?.status !== 'active') throw new ApiError(Code.notFound, EXPIRED, { reason: 'expired' });
      const pending = found.row;
      const attempt = { username, address: request.ip ?? null, deviceTokens: deviceTokensOf(request) };
      const candidate = await findLoginCandidate(db, username);
      const named = auditableUsername(username, candidate !== undefined);
      const audit = (outcome: 'success' | 'failure' | 'denied', actorUserId: number | null, reason?: string, executor = db) =>
        recordAudit(
          executor,
          {
            actorUserId,
            actorUsername: named,
            action: 'land.msBind',
            target: named,
            ip: request.ip ?? null,
            outcome,
            detail: { tenant: pending.tenant, ...(reason ? { reason } : {}) },
          },
          now,
        );

      // Throttled, unknown, wrong and disabled all cost one password hash and answer alike (no oracle).
      const check = await checkPasswordThrottled(throttle, attempt, candidate, request.body.password);
      if (check.outcome === 'throttled' || check.outcome === 'locked') {
        if (check.record) await audit('failure', candidate?.id ?? null, check.outcome);
        throw badRequest(INVALID_CREDENTIALS);
      }
      if (!candidate || check.outcome === 'wrong') {
        await audit('failure', candidate?.id ?? null, candidate ? 'wrong_password' : 'unknown_user');
        if ((await countFailedAttempt(db, pending.id)) >= MAX_ATTEMPTS_PER_PENDING) {
          await consumePendingBinding(db, pending.id, now);
          throw new ApiError(Code.tooManyAttempts, 'Too many failed attempts; start the Microsoft sign-in again', { reason: 'expired' });
        }
        throw badRequest(INVALID_CREDENTIALS);
      }
      if (candidate.status !== 'enabled') {
        await audit('denied', candidate.id, 'disabled');
        throw badRequest(INVALID_CREDENTIALS);
      }
      // The password alone must not open an account that has a second factor: a Microsoft account bound with it
      // would sign in without the code from then on.
      if ((await secondFactorStanding(db, candidate.id)).enrolled) {
        await audit('denied', candidate.id, 'second_factor');
        throw forbidden(BIND_WITH_SECOND_FACTOR);
      }
      reply.header('set-cookie', await throttle.succeeded(check.place, candidate.id));
      const clash = await bindingConflict(db, pending, candidate.id);
      if (clash === 'identity_bound') throw conflict('This Microsoft account is already bound to a staff account');
      if (clash === 'user_bound')
        throw conflict('This staff account is already bound to another Microsoft account; remove that binding first');

      await db.transaction().execute(async (trx) => {
        if (!(await consumePendingBinding(trx, pending.id, now))) throw new ApiError(Code.notFound, EXPIRED, { reason: 'expired' });
        await insertBinding(trx, pending, candidate.id, now).catch((error: unknown) => {
          throw /unique|duplicate/i.test(String(error)) ? conflict('This Microsoft account or staff account is already bound') : error;
        });
        await audit('success', candidate.id, undefined, trx);
      });
      const result = await signInThroughMicrosoft(db, policy, request, {
        userId: candidate.id,
        returnTo: pending.return_to,
        via: 'binding',
      });
      return ok<MsSignInResult>(result, 'welcome to use');
    },
  });
}
