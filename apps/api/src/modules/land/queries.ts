import type { Kysely } from 'kysely';
import type { Database, EnabledStatus } from '../../db/types.js';

/** The fields login needs to decide. */
export interface LoginCandidate {
  id: number;
  username: string;
  passwordHash: string;
  status: EnabledStatus;
}

/** Finds a non-deleted user by exact username. */
export async function findLoginCandidate(db: Kysely<Database>, username: string): Promise<LoginCandidate | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash', 'status'])
    .where('username', '=', username)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row && { id: row.id, username: row.username, passwordHash: row.password_hash, status: row.status };
}
