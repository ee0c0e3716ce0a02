import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordWrite } from '../../audit/record.js';
import { requireAuth } from '../../auth/guard.js';
import { verifyPassword } from '../../auth/password.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import { Type } from '../../http/schema-types.js';
import type { SecretSealer } from '../../auth/sealed-secrets.js';
import { throttledOwnProof } from '../signInThrottle/own-proof.js';
import type { SignInThrottle } from '../signInThrottle/throttle.js';
import {
  recoveryCodesBody,
  recoveryCodesResult,
  secondFactorListResult,
  secondFactorRemoveBody,
  totpConfirmBody,
  totpStartResult,
  type RecoveryCodesResult,
  type SecondFactorListResult,
  type TotpStartResult,
} from './schemas.js';
import {
  confirmFactor,
  listFactors,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  rolesRequireSecondFactor,
  sealedSecretContext,
  startPendingFactor,
  useSecondFactorCode,
} from './store.js';
import { acceptedStep, newTotpEnrolment } from './totp.js';

/** The answer to a wrong first code at enrolment. */
export const WRONG_ENROLMENT_CODE = 'The code is wrong: type the six digits your authenticator app shows now';
const WRONG_PROOF = 'The code or password is wrong';

/**
 * The caller's own second factors under /api/admin/secondFactor: list, enrol TOTP (start, then confirm with a
 * first code; the first factor brings ten recovery codes), remove one, new recovery codes for old. Removing
 * and renewing codes need a current code or the password.
 */
export function secondFactorRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; now: () => Date; throttle: SignInThrottle; secrets: SecretSealer },
): void {
  const { db, now, throttle, secrets } = deps;

  /**
   * Refuses (400) unless `proof` holds a right code of the caller or their password; wrong ones count like wrong
   * sign-ins from the caller's address, and a throttled try checks nothing.
   */
  const checkProof = async (request: FastifyRequest, proof: { code?: string | undefined; password?: string | undefined }) => {
    const auth = requireAuth(request);
    const { code, password } = proof;
    if (!code && !password) throw badRequest('code or password is required', 'code');
    const field = code ? 'code' : 'password';
    const right = await throttledOwnProof(throttle, request, auth, field, async () => {
      if (code) return (await useSecondFactorCode(db, secrets, auth.userId, code, now())) !== undefined;
      const user = await db.selectFrom('users').select('password_hash').where('id', '=', auth.userId).executeTakeFirst();
      return user !== undefined && (await verifyPassword(user.password_hash, password ?? ''));
    });
    if (!right) throw badRequest(WRONG_PROOF, field);
  };

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/secondFactor/list',
    access: { auth: 'self' },
    summary: "The caller's second factors, unused recovery codes, and whether a role requires a factor",
    tags: ['self'],
    result: secondFactorListResult,
    handler: async (request) => {
      const { userId } = requireAuth(request);
      const [factors, left, required] = await Promise.all([
        listFactors(db, userId),
        recoveryCodesLeft(db, userId),
        rolesRequireSecondFactor(db, userId),
      ]);
      return ok<SecondFactorListResult>({ factors, recoveryCodesLeft: left, required });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/secondFactor/totp/start',
    access: { auth: 'self' },
    summary: 'Start enrolling an authenticator app: a new secret, its otpauth URI and QR code, shown this once',
    tags: ['self'],
    result: totpStartResult,
    handler: async (request) => {
      const auth = requireAuth(request);
      const enrolment = await newTotpEnrolment(auth.username);
      const id = await startPendingFactor(
        db,
        secrets,
        auth.userId,
        { kind: 'totp', name: 'Authenticator app', secret: enrolment.secret },
        now(),
      );
      return ok<TotpStartResult>({ id, ...enrolment });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/secondFactor/totp/confirm',
    access: { auth: 'self' },
    summary: 'Finish enrolling an authenticator app with its first code; the first factor brings ten recovery codes',
    tags: ['self'],
    body: totpConfirmBody,
    result: recoveryCodesResult,
    handler: async (request) => {
      const auth = requireAuth(request);
      const at = now();
      const pending = await db
        .selectFrom('second_factors')
        .select(['id', 'secret'])
        .where('id', '=', request.body.id)
        .where('user_id', '=', auth.userId)
        .where('kind', '=', 'totp')
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      if (!pending?.secret) throw notFound('No authenticator is being enrolled with that id: start again');
      const step = await acceptedStep(secrets.open(pending.secret, sealedSecretContext(auth.userId)), request.body.code, at, null);
      if (step === undefined) throw badRequest(WRONG_ENROLMENT_CODE, 'code');
      const name = request.body.name?.trim() || 'Authenticator app';
      const recoveryCodes = await confirmFactor(db, request, { ...auth, factorId: pending.id, kind: 'totp' }, at, {
        last_step: step,
        name,
      });
      return ok<RecoveryCodesResult>({ recoveryCodes });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/secondFactor/remove',
    access: { auth: 'self' },
    summary: "Remove one of the caller's factors (needs a current code or the password); the last one takes the recovery codes with it",
    tags: ['self'],
    body: secondFactorRemoveBody,
    result: Type.Null(),
    handler: async (request) => {
      const auth = requireAuth(request);
      const factor = (await listFactors(db, auth.userId)).find((f) => f.id === request.body.id);
      if (!factor) throw notFound(`You have no second factor with id ${request.body.id}`);
      await checkProof(request, request.body);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('second_factors').where('id', '=', factor.id).execute();
        const left = await trx.selectFrom('second_factors').select('id').where('user_id', '=', auth.userId).executeTakeFirst();
        if (!left) await trx.deleteFrom('second_factor_recovery_codes').where('user_id', '=', auth.userId).execute();
        await recordWrite(
          trx,
          request,
          { action: 'secondFactor.remove', target: `user:${auth.username}`, detail: { id: factor.id, kind: factor.kind } },
          now(),
        );
      });
      return ok(null, 'Removed');
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/secondFactor/recoveryCodes',
    access: { auth: 'self' },
    summary: 'Ten new recovery codes, shown once; the old ones stop working (needs a current code or the password)',
    tags: ['self'],
    body: recoveryCodesBody,
    result: recoveryCodesResult,
    handler: async (request) => {
      const auth = requireAuth(request);
      if ((await listFactors(db, auth.userId)).length === 0) throw badRequest('Enrol a second factor first: recovery codes go with one');
      await checkProof(request, request.body);
      const at = now();
      const recoveryCodes = await db.transaction().execute(async (trx) => {
        const codes = await replaceRecoveryCodes(trx, auth.userId, at);
        await recordWrite(trx, request, { action: 'secondFactor.recoveryCodes', target: `user:${auth.username}` }, at);
        return codes;
      });
      return ok<RecoveryCodesResult>({ recoveryCodes });
    },
  });
}
