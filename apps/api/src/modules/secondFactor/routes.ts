import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordWrite } from '../../audit/record.js';
import { verifyPassword } from '../../auth/password.js';
import type { SecretSealer } from '../../auth/sealed-secrets.js';
import type { AuthContext } from '../../auth/types.js';
import type { Database } from '../../db/types.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import { Type } from '../../http/schema-types.js';
import { defineSelfRoutes, selfRoute } from '../../http/self-routes.js';
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
  pendingFactor,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  rolesRequireSecondFactor,
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
  const checkProof = async (
    request: FastifyRequest,
    auth: AuthContext,
    proof: { code?: string | undefined; password?: string | undefined },
  ) => {
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

  defineSelfRoutes(app, '/api/admin/secondFactor', {
    list: selfRoute({
      summary: "The caller's second factors, unused recovery codes, and whether a role requires a factor",
      result: secondFactorListResult,
      handler: async (_request, { userId }) => {
        const [factors, left, required] = await Promise.all([
          listFactors(db, userId),
          recoveryCodesLeft(db, userId),
          rolesRequireSecondFactor(db, userId),
        ]);
        return ok<SecondFactorListResult>({ factors, recoveryCodesLeft: left, required });
      },
    }),

    'totp/start': selfRoute({
      summary: 'Start enrolling an authenticator app: a new secret, its otpauth URI and QR code, shown this once',
      result: totpStartResult,
      handler: async (_request, auth) => {
        const enrolment = await newTotpEnrolment(auth.username);
        const factor = { kind: 'totp' as const, name: 'Authenticator app', secret: enrolment.secret };
        const id = await startPendingFactor(db, secrets, auth.userId, factor, now());
        return ok<TotpStartResult>({ id, ...enrolment });
      },
    }),

    'totp/confirm': selfRoute({
      summary: 'Finish enrolling an authenticator app with its first code; the first factor brings ten recovery codes',
      body: totpConfirmBody,
      result: recoveryCodesResult,
      handler: async (request, auth) => {
        const at = now();
        const pending = await pendingFactor(db, secrets, auth.userId, request.body.id, 'totp');
        if (!pending) throw notFound('No authenticator is being enrolled with that id: start again');
        const step = await acceptedStep(pending.secret, request.body.code, at, null);
        if (step === undefined) throw badRequest(WRONG_ENROLMENT_CODE, 'code');
        const name = request.body.name?.trim() || 'Authenticator app';
        const who = { ...auth, factorId: pending.id, kind: 'totp' as const };
        const recoveryCodes = await confirmFactor(db, request, who, at, { last_step: step, name });
        return ok<RecoveryCodesResult>({ recoveryCodes });
      },
    }),

    remove: selfRoute({
      summary: "Remove one of the caller's factors (needs a current code or the password); the last one takes the recovery codes with it",
      body: secondFactorRemoveBody,
      result: Type.Null(),
      handler: async (request, auth) => {
        const factor = (await listFactors(db, auth.userId)).find((f) => f.id === request.body.id);
        if (!factor) throw notFound(`You have no second factor with id ${request.body.id}`);
        await checkProof(request, auth, request.body);
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('second_factors').where('id', '=', factor.id).execute();
          const left = await trx.selectFrom('second_factors').select('id').where('user_id', '=', auth.userId).executeTakeFirst();
          if (!left) await trx.deleteFrom('second_factor_recovery_codes').where('user_id', '=', auth.userId).execute();
          const detail = { id: factor.id, kind: factor.kind };
          await recordWrite(trx, request, { action: 'secondFactor.remove', target: `user:${auth.username}`, detail }, now());
        });
        return ok(null, 'Removed');
      },
    }),

    recoveryCodes: selfRoute({
      summary: 'Ten new recovery codes, shown once; the old ones stop working (needs a current code or the password)',
      body: recoveryCodesBody,
      result: recoveryCodesResult,
      handler: async (request, auth) => {
        if ((await listFactors(db, auth.userId)).length === 0) throw badRequest('Enrol a second factor first: recovery codes go with one');
        await checkProof(request, auth, request.body);
        const at = now();
        const recoveryCodes = await db.transaction().execute(async (trx) => {
          const codes = await replaceRecoveryCodes(trx, auth.userId, at);
          await recordWrite(trx, request, { action: 'secondFactor.recoveryCodes', target: `user:${auth.username}` }, at);
          return codes;
        });
        return ok<RecoveryCodesResult>({ recoveryCodes });
      },
    }),
  });
}
