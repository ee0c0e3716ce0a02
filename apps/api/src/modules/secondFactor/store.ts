// Reads and writes of a user's second factors and recovery codes. Using a code is one conditional update, so
// two requests racing with the same code cannot both succeed.
import type { FastifyRequest } from 'fastify';
import type { SecretSealer } from '../../auth/sealed-secrets.js';
import type { Kysely } from 'kysely';
import { recordWrite } from '../../audit/record.js';
import type { Database } from '../../db/types.js';
import type { SecondFactorsTable } from './tables.js';
import { looksLikeRecoveryCode, newRecoveryCodes, recoveryCodeHash } from './recovery-codes.js';
import { acceptedStep, totpCodeShape } from './totp.js';

/** A factor as its owner's list shows it (never its secret). */
export interface FactorRow {
  id: number;
  kind: 'totp' | 'passkey';
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The user's confirmed factors, oldest first. */
export async function listFactors(db: Kysely<Database>, userId: number): Promise<FactorRow[]> {
  const rows = await db
    .selectFrom('second_factors')
    .select(['id', 'kind', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, name: r.name, createdAt: r.created_at, lastUsedAt: r.last_used_at }));
}

/** How many unused recovery codes the user has. */
export async function recoveryCodesLeft(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('second_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether any enabled role of the user requires a second factor. */
export async function rolesRequireSecondFactor(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('r.id')
    .where('ur.user_id', '=', userId)
    .where('r.status', '=', 'enabled')
    .where('r.second_factor_required', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces the user's recovery codes with ten new ones (the old ones stop working); answers them, once. */
export async function replaceRecoveryCodes(db: Kysely<Database>, userId: number, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.deleteFrom('second_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('second_factor_recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: recoveryCodeHash(code), used_at: null, created_at: now.toISOString() })))
    .execute();
  return codes;
}

/** Checks a TOTP code against the user's confirmed authenticators and, when right, spends its time step. */
async function useTotpCode(db: Kysely<Database>, secrets: SecretSealer, userId: number, code: string, now: Date): Promise<boolean> {
  const factors = await db
    .selectFrom('second_factors')
    .select(['id', 'secret', 'last_step'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'totp')
    .where('confirmed_at', 'is not', null)
    .execute();
  for (const factor of factors) {
    if (factor.secret === null) continue;
    const step = await acceptedStep(secrets.open(factor.secret, sealedSecretContext(userId)), code, now, factor.last_step);
    if (step === undefined) continue;
    const spent = await db
      .updateTable('second_factors')
      .set({ last_step: step, last_used_at: now.toISOString() })
      .where('id', '=', factor.id)
      .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) === 1) return true;
  }
  return false;
}

/** Spends one of the user's unused recovery codes; false when it is wrong or used. */
async function useRecoveryCode(db: Kysely<Database>, userId: number, code: string, now: Date): Promise<boolean> {
  const spent = await db
    .updateTable('second_factor_recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', recoveryCodeHash(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/**
 * Checks a second-factor answer: six digits are a TOTP code, ten letters and digits a recovery code. Answers
 * which was used, or undefined when it is wrong, replayed or already used.
 *
 * @example
 * const used = await useSecondFactorCode(db, secrets, userId, '123456', now); // 'totp' | 'recovery' | undefined
 */
export async function useSecondFactorCode(
  db: Kysely<Database>,
  secrets: SecretSealer,
  userId: number,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | undefined> {
  if (totpCodeShape(code)) return (await useTotpCode(db, secrets, userId, code, now)) ? 'totp' : undefined;
  if (looksLikeRecoveryCode(code)) return (await useRecoveryCode(db, userId, code, now)) ? 'recovery' : undefined;
  return undefined;
}

/** Lets every open sign-in of the user do more than enrol (after they enrolled a factor). */
export async function releaseEnrolOnlySessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('auth_sessions').set({ enrol_only: 0 }).where('user_id', '=', userId).where('enrol_only', '=', 1).execute();
}

/** Removes every factor and recovery code of the user (an admin's reset); answers how many factors went. */
export async function removeAllFactors(db: Kysely<Database>, userId: number): Promise<number> {
  const removed = await db.deleteFrom('second_factors').where('user_id', '=', userId).executeTakeFirst();
  await db.deleteFrom('second_factor_recovery_codes').where('user_id', '=', userId).execute();
  return Number(removed.numDeletedRows);
}

/**
 * Turns a pending factor on with its final fields, in one transaction with its audit entry: the first factor
 * brings ten recovery codes (answered, to show once; empty when the user has codes), and the user's sign-ins
 * that could only enrol may do everything again.
 *
 * @example
 * const codes = await confirmFactor(db, request, { userId, username, factorId, kind: 'totp' }, now, { last_step: step, name });
 */
export async function confirmFactor(
  db: Kysely<Database>,
  request: FastifyRequest,
  who: { userId: number; username: string; factorId: number; kind: 'totp' | 'passkey' },
  now: Date,
  fields: Partial<Pick<SecondFactorsTable, 'name' | 'secret' | 'last_step' | 'credential_id' | 'public_key' | 'sign_count' | 'transports'>>,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const hadCodes = (await recoveryCodesLeft(trx, who.userId)) > 0;
    await trx
      .updateTable('second_factors')
      .set({ ...fields, confirmed_at: now.toISOString() })
      .where('id', '=', who.factorId)
      .execute();
    const codes = hadCodes ? [] : await replaceRecoveryCodes(trx, who.userId, now);
    await releaseEnrolOnlySessions(trx, who.userId);
    await recordWrite(
      trx,
      request,
      { action: 'secondFactor.enrol', target: `user:${who.username}`, detail: { id: who.factorId, kind: who.kind } },
      now,
    );
    return codes;
  });
}

/**
 * The associated data a user's sealed factor secrets are bound to (auth/sealed-secrets.ts): a secret copied onto
 * another user's row does not open.
 */
export function sealedSecretContext(userId: number): string {
  return `second_factors:user:${userId}`;
}

/**
 * The opened secret of the caller's pending (unconfirmed) factor `id` of `kind`: a TOTP key, or a passkey's
 * registration challenge. Answers undefined when there is no such enrolment under way.
 *
 * @example
 * const pending = await pendingFactor(db, secrets, userId, 12, 'totp'); // { id: 12, secret: 'JBSW…' }
 */
export async function pendingFactor(
  db: Kysely<Database>,
  secrets: SecretSealer,
  userId: number,
  id: number,
  kind: 'totp' | 'passkey',
): Promise<{ id: number; secret: string } | undefined> {
  const row = await db
    .selectFrom('second_factors')
    .select(['id', 'secret'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return row?.secret ? { id: row.id, secret: secrets.open(row.secret, sealedSecretContext(userId)) } : undefined;
}

/**
 * Starts enrolling a factor: the user's other unfinished enrolments go, a pending row keeps `secret` (a TOTP
 * secret, or a passkey's registration challenge), sealed, until its confirmation. Answers its id.
 *
 * @example
 * const id = await startPendingFactor(db, secrets, userId, { kind: 'totp', name: 'Authenticator app', secret }, now);
 */
export function startPendingFactor(
  db: Kysely<Database>,
  secrets: SecretSealer,
  userId: number,
  { secret, ...factor }: { kind: 'totp' | 'passkey'; name: string; secret: string },
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('second_factors').where('user_id', '=', userId).where('confirmed_at', 'is', null).execute();
    const row = await trx
      .insertInto('second_factors')
      .values({ user_id: userId, ...factor, secret: secrets.seal(secret, sealedSecretContext(userId)), created_at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}
