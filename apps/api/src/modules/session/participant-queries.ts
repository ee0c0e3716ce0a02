// Reads of the participant list (participant-resource.ts): a session's participants by the order they were added,
// those removed within the undo window (or of a session deleted within it) left out, in the caller's record scope.
import type { Kysely } from 'kysely';
import { sessionInScope, type RecordScope } from '../../auth/record-scope.js';
import type { Database } from '../../db/types.js';
import type { ParticipantFilter } from './participant-schemas.js';
import { MAX_SESSION_PAGE_SIZE, type SessionParticipant } from './schemas.js';

type SessionEb = Parameters<typeof sessionInScope>[0];

function matching(db: Kysely<Database>, filter: ParticipantFilter, scope: RecordScope | null) {
  let q = db
    .selectFrom('session_participants as sp')
    .where('sp.deleted_at', 'is', null)
    // Those of a deleted session go out of sight with it (and come back with its restore).
    .where('sp.session_id', 'not in', (eb) => eb.selectFrom('project_sessions as d').select('d.id').where('d.deleted_at', 'is not', null));
  if (filter.sessionId !== undefined) q = q.where('sp.session_id', '=', filter.sessionId);
  if (filter.status !== undefined) q = q.where('sp.status', '=', filter.status);
  if (scope) {
    q = q.where('sp.session_id', 'in', (eb) =>
      eb
        .selectFrom('project_sessions as s')
        .select('s.id')
        .where((e) => sessionInScope(e as unknown as SessionEb, scope)),
    );
  }
  return q;
}

/** A page of participants matching `body`'s filters, with their total. */
export async function listParticipants(
  db: Kysely<Database>,
  body: ParticipantFilter & { current?: number; pageSize?: number },
  scope: RecordScope | null,
): Promise<{ list: SessionParticipant[]; total: number; current: number; pageSize: number }> {
  const { current = 1, pageSize: size = 20, ...filter } = body;
  const pageSize = Math.min(size, MAX_SESSION_PAGE_SIZE);
  const total = await matching(db, filter, scope)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const list = await matching(db, filter, scope)
    .select(['sp.id', 'sp.name', 'sp.contact', 'sp.status', 'sp.updated_at as updatedAt'])
    .orderBy('sp.id')
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return { list, total: Number(total.n), current, pageSize };
}

/** One participant on its session, or undefined when missing, removed or outside `scope`. */
export async function findParticipant(
  db: Kysely<Database>,
  id: number,
  scope: RecordScope | null,
): Promise<SessionParticipant | undefined> {
  return matching(db, {}, scope)
    .select(['sp.id', 'sp.name', 'sp.contact', 'sp.status', 'sp.updated_at as updatedAt'])
    .where('sp.id', '=', id)
    .executeTakeFirst();
}

/** Of `ids` (removed or not), the participants of sessions in `scope`. */
export async function participantIdsIn(db: Kysely<Database>, ids: readonly number[], scope: RecordScope): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('session_participants as sp')
    .select('sp.id')
    .where('sp.id', 'in', [...ids])
    .where('sp.session_id', 'in', (eb) =>
      eb
        .selectFrom('project_sessions as s')
        .select('s.id')
        .where((e) => sessionInScope(e as unknown as SessionEb, scope)),
    )
    .execute();
  return rows.map((r) => r.id);
}
