// Where a user stands with the second factor at the password step: has one (then a second step follows), or
// has none while a role requires one (then the sign-in may only enrol).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { listFactors, recoveryCodesLeft, rolesRequireSecondFactor } from './store.js';

/** The codes a user can answer the second step with. */
export type SecondFactorMethod = 'totp' | 'passkey' | 'recovery';

/** A user's second-factor standing. */
export interface SecondFactorStanding {
  enrolled: boolean;
  required: boolean;
  methods: SecondFactorMethod[];
}

/**
 * Reads whether the user has a confirmed factor, whether a role requires one, and which codes they can use.
 *
 * @example
 * const { enrolled, required } = await secondFactorStanding(db, userId);
 */
export async function secondFactorStanding(db: Kysely<Database>, userId: number): Promise<SecondFactorStanding> {
  const [factors, recovery, required] = await Promise.all([
    listFactors(db, userId),
    recoveryCodesLeft(db, userId),
    rolesRequireSecondFactor(db, userId),
  ]);
  const methods: SecondFactorMethod[] = [];
  if (factors.some((f) => f.kind === 'totp')) methods.push('totp');
  if (factors.some((f) => f.kind === 'passkey')) methods.push('passkey');
  if (factors.length > 0 && recovery > 0) methods.push('recovery');
  return { enrolled: factors.length > 0, required, methods };
}
