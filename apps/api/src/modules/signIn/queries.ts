import type { Kysely } from 'kysely';
import type { Database, EnabledStatus } from '../../db/types.js';

/** The fields login needs to decide. */
export interface LoginCandidate {
  id: number;
  username: string;
  passwordHash: string;
  status: EnabledStatus;
  /** A one-time password (it must be changed at once, and it expires). */
  oneTimePassword: boolean;
  passwordChangedAt: string | null;
}

/** Finds a non-deleted user by exact username. */
export async function findLoginCandidate(db: Kysely<Database>, username: string): Promise<LoginCandidate | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash', 'status', 'must_change_password', 'password_changed_at'])
    .where('username', '=', username)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      username: row.username,
      passwordHash: row.password_hash,
      status: row.status,
      oneTimePassword: Number(row.must_change_password) === 1,
      passwordChangedAt: row.password_changed_at,
    }
  );
}
