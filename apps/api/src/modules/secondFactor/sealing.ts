// On every start: factor secrets stored before sealing existed (plain text), or sealed with a key that is no longer
// the first of SECRETS_KEY (a rotation), are sealed again with the current key, in one transaction; a secret sealed
// with a key this server lacks stops the start with a message naming SECRETS_KEY, rather than letting every
// authenticator of those users fail at sign-in.
import type { Kysely } from 'kysely';
import { UnknownSecretsKeyError, type SecretSealer } from '../../auth/sealed-secrets.js';
import type { Database } from '../../db/types.js';
import { sealedSecretContext } from './store.js';

/**
 * Seals every stored factor secret with the current key; answers how many it sealed (again).
 *
 * @example
 * await sealStoredSecrets(db, createSecretSealer(keys)); // 0 when all were sealed with keys[0] already
 */
export async function sealStoredSecrets(db: Kysely<Database>, secrets: SecretSealer): Promise<number> {
  const rows = await db.selectFrom('second_factors').select(['id', 'user_id', 'secret']).where('secret', 'is not', null).execute();
  const stale = rows.filter((row) => row.secret !== null && secrets.stateOf(row.secret) !== 'current');
  const unknown = stale.find((row) => row.secret !== null && secrets.stateOf(row.secret) === 'unknown-key');
  if (unknown?.secret) throw new UnknownSecretsKeyError(unknown.secret.split('.')[1] ?? '?');
  if (stale.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    for (const row of stale) {
      const context = sealedSecretContext(row.user_id);
      const plain = secrets.open(row.secret ?? '', context);
      await trx
        .updateTable('second_factors')
        .set({ secret: secrets.seal(plain, context) })
        .where('id', '=', row.id)
        .where('secret', '=', row.secret)
        .execute();
    }
  });
  return stale.length;
}
