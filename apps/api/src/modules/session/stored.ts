// The stored session and participant in the field names of their update bodies, so that an update leaves
// what it does not mention as it was (defineRoute's `stored`, http/partial-update.ts), and the update bodies
// once filled from them.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connect.js';
import type { Database } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { findSession } from './queries.js';
import type { ParticipantUpdateRequest, SessionFields, SessionUpdateRequest } from './schemas.js';

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
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
}

/** `T` with the fields `K` present. */
export type Filled<T, K extends keyof T> = T & { [P in K]-?: Exclude<T[P], undefined> };

/** Fields of a session update body that the stored session always fills. */
const SESSION_FILLED = ['title', 'kind', 'startAt', 'endAt', 'timeZone', 'capacity'] as const satisfies readonly (keyof SessionFields)[];
/** Fields of a participant update body that the stored participant always fills. */
const PARTICIPANT_FILLED = ['name', 'status'] as const satisfies readonly (keyof ParticipantUpdateRequest)[];

/** True when every field of `keys` is in `body`. */
function isFilled<T extends object, K extends keyof T>(body: T, keys: readonly K[]): body is Filled<T, K> {
  return keys.every((key) => body[key] !== undefined);
}

/**
 * A session update body after `stored` filled what it omitted. A field is missing only when there was no
 * session to fill it from, so that answers 404, as the write would.
 */
export function filledSessionUpdate(body: SessionUpdateRequest): Filled<SessionUpdateRequest, (typeof SESSION_FILLED)[number]> {
  if (!isFilled(body, SESSION_FILLED)) throw notFound('Session not found');
  return body;
}

/**
 * A participant update body after `stored` filled what it omitted. A field is missing only when there was no
 * participant to fill it from, so that answers 404.
 */
export function filledParticipantUpdate(body: ParticipantUpdateRequest): FilledParticipantUpdate {
  if (!isFilled(body, PARTICIPANT_FILLED)) throw notFound('Participant not found');
  return body;
}
/** A participant update body with its name and status. */
export type FilledParticipantUpdate = Filled<ParticipantUpdateRequest, (typeof PARTICIPANT_FILLED)[number]>;
