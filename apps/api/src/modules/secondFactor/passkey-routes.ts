import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { recordWrite } from '../../audit/record.js';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from '../../http/define-route.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import { Type } from '../../http/schema-types.js';
import { registrationOptions, relyingPartyOf, verifiedRegistration } from './passkeys.js';
import {
  passkeyOptionsResult,
  passkeyRegisterBody,
  recoveryCodesResult,
  secondFactorRenameBody,
  type PasskeyOptionsResult,
  type RecoveryCodesResult,
} from './schemas.js';
import type { SecretSealer } from '../../auth/sealed-secrets.js';
import { confirmFactor, sealedSecretContext, startPendingFactor } from './store.js';

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
  const { db, now } = deps;

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/secondFactor/passkey/options',
    access: { auth: 'self' },
    summary: "Start adding a passkey: the browser's options, kept as a pending passkey",
    tags: ['self'],
    result: passkeyOptionsResult,
    handler: async (request) => {
      const auth = requireAuth(request);
      const options = await registrationOptions(db, auth, relyingPartyOf(request, deps.publicUrl));
      const id = await startPendingFactor(
        db,
        deps.secrets,
        auth.userId,
        { kind: 'passkey', name: 'Passkey', secret: options.challenge },
        now(),
      );
      return ok<PasskeyOptionsResult>({ id, options });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/secondFactor/passkey/register',
    access: { auth: 'self' },
    summary: "Finish adding a passkey with the browser's answer and a name; the first factor brings ten recovery codes",
    tags: ['self'],
    body: passkeyRegisterBody,
    result: recoveryCodesResult,
    handler: async (request) => {
      const auth = requireAuth(request);
      const pending = await db
        .selectFrom('second_factors')
        .select(['id', 'secret'])
        .where('id', '=', request.body.id)
        .where('user_id', '=', auth.userId)
        .where('kind', '=', 'passkey')
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      if (!pending?.secret) throw notFound('No passkey is being added with that id: start again');
      const stored = await verifiedRegistration(
        request.body.response,
        deps.secrets.open(pending.secret, sealedSecretContext(auth.userId)),
        relyingPartyOf(request, deps.publicUrl),
      );
      if (!stored) throw badRequest(PASSKEY_NOT_VERIFIED, 'response');
      const name = request.body.name.trim() || 'Passkey';
      const recoveryCodes = await confirmFactor(db, request, { ...auth, factorId: pending.id, kind: 'passkey' }, now(), {
        ...stored,
        secret: null,
        name,
      });
      return ok<RecoveryCodesResult>({ recoveryCodes });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/secondFactor/rename',
    access: { auth: 'self' },
    summary: "Rename one of the caller's factors",
    tags: ['self'],
    body: secondFactorRenameBody,
    result: Type.Null(),
    handler: async (request) => {
      const auth = requireAuth(request);
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
        await recordWrite(
          trx,
          request,
          { action: 'secondFactor.rename', target: `user:${auth.username}`, detail: { id: request.body.id, name } },
          now(),
        );
      });
      return ok(null, 'Renamed');
    },
  });
}
