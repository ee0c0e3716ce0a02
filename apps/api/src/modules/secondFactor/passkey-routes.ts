import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { recordWrite } from '../../audit/record.js';
import type { SecretSealer } from '../../auth/sealed-secrets.js';
import type { Database } from '../../db/types.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import { Type } from '../../http/schema-types.js';
import { defineSelfRoutes, selfRoute } from '../../http/self-routes.js';
import { registrationOptions, relyingPartyOf, verifiedRegistration } from './passkeys.js';
import {
  passkeyOptionsResult,
  passkeyRegisterBody,
  recoveryCodesResult,
  secondFactorRenameBody,
  type PasskeyOptionsResult,
  type RecoveryCodesResult,
} from './schemas.js';
import { confirmFactor, pendingFactor, startPendingFactor } from './store.js';

/** The answer to a passkey answer that does not verify. */
export const PASSKEY_NOT_VERIFIED = 'The passkey could not be verified: try adding it again';

/**
 * The caller's passkeys under /api/admin/secondFactor: options to create one (a pending passkey), register it
 * with the browser's answer and a name (the first factor brings ten recovery codes), and rename any factor.
 */
export function passkeyRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; now: () => Date; publicUrl: string | undefined; secrets: SecretSealer },
): void {
  const { db, now, secrets } = deps;

  defineSelfRoutes(app, '/api/admin/secondFactor', {
    'passkey/options': selfRoute({
      summary: "Start adding a passkey: the browser's options, kept as a pending passkey",
      result: passkeyOptionsResult,
      handler: async (request, auth) => {
        const options = await registrationOptions(db, auth, relyingPartyOf(request, deps.publicUrl));
        const factor = { kind: 'passkey' as const, name: 'Passkey', secret: options.challenge };
        const id = await startPendingFactor(db, secrets, auth.userId, factor, now());
        return ok<PasskeyOptionsResult>({ id, options });
      },
    }),

    'passkey/register': selfRoute({
      summary: "Finish adding a passkey with the browser's answer and a name; the first factor brings ten recovery codes",
      body: passkeyRegisterBody,
      result: recoveryCodesResult,
      handler: async (request, auth) => {
        const pending = await pendingFactor(db, secrets, auth.userId, request.body.id, 'passkey');
        if (!pending) throw notFound('No passkey is being added with that id: start again');
        const stored = await verifiedRegistration(request.body.response, pending.secret, relyingPartyOf(request, deps.publicUrl));
        if (!stored) throw badRequest(PASSKEY_NOT_VERIFIED, 'response');
        const name = request.body.name.trim() || 'Passkey';
        const who = { ...auth, factorId: pending.id, kind: 'passkey' as const };
        const recoveryCodes = await confirmFactor(db, request, who, now(), { ...stored, secret: null, name });
        return ok<RecoveryCodesResult>({ recoveryCodes });
      },
    }),

    rename: selfRoute({
      summary: "Rename one of the caller's factors",
      body: secondFactorRenameBody,
      result: Type.Null(),
      handler: async (request, auth) => {
        const name = request.body.name.trim();
        if (!name) throw badRequest('name cannot be empty', 'name');
        await db.transaction().execute(async (trx) => {
          const renamed = await trx
            .updateTable('second_factors')
            .set({ name })
            .where('id', '=', request.body.id)
            .where('user_id', '=', auth.userId)
            .where('confirmed_at', 'is not', null)
            .executeTakeFirst();
          if (Number(renamed.numUpdatedRows) !== 1) throw notFound(`You have no second factor with id ${request.body.id}`);
          const detail = { id: request.body.id, name };
          await recordWrite(trx, request, { action: 'secondFactor.rename', target: `user:${auth.username}`, detail }, now());
        });
        return ok(null, 'Renamed');
      },
    }),
  });
}
