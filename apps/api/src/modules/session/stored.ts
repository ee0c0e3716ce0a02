// The stored session and participant in the field names of their update bodies, so that an update leaves
// what it does not mention as it was (defineRoute's `stored`, http/partial-update.ts).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connect.js';
import type { Database } from '../../db/types.js';
import { findSession } from './queries.js';

/** The session an update names, as an update body; undefined when there is none. */
export function storedSession(db: Kysely<Database>, dialect: DialectName) {
  return async (request: FastifyRequest): Promise<object | undefined> => {
    const session = await findSession(db, dialect, (request.body as { id: number }).id, null);
    return session && { ...session, moderatorId: session.moderator?.id ?? null };
  };
}

/** The participant an update names, as an update body; undefined when there is none. */
export function storedParticipant(db: Kysely<Database>) {
  return (request: FastifyRequest): Promise<object | undefined> =>
    db
      .selectFrom('session_participants')
      .select(['name', 'contact', 'status'])
      .where('id', '=', (request.body as { id: number }).id)
      .executeTakeFirst();
}
