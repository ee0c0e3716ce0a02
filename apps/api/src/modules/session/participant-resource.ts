// A session's participants as a resource (resources/declaration.ts): the kernel answers their list (with a status
// filter), bulk remove and status change, restore (a removal is undoable for the undo window) and export of the
// list's view. A caller granted session:list reaches every session's participants; anyone else those of their own
// sessions (auth/record-scope-rule.ts). Add and update stay participant-routes.ts's (capacity, versions).
import { ownUnlessGranted } from '../../auth/record-scope.js';
import { conflict } from '../../http/errors.js';
import type { DialectName } from '../../db/connect.js';
import { valueAction } from '../../resources/actions.js';
import { defineResource, type ResourceTrx } from '../../resources/declaration.js';
import { SESSION_MY_OPERATIONS, SESSION_OPERATIONS } from './operations.js';
import { findParticipant, listParticipants, participantIdsIn } from './participant-queries.js';
import { participantFilter, participantListBody, participantListResult, participantStatusValue } from './participant-schemas.js';
import { sessionParticipantSchema, type ParticipantStatus, type SessionParticipant } from './schemas.js';
import { lockSession, participantCount } from './writes.js';

/** The session of a participant (removed or not), locked for the write: 409 while its project is read-only. */
async function lockSessionOf(trx: ResourceTrx, dialect: DialectName, participantId: number) {
  const { session_id } = await trx
    .selectFrom('session_participants')
    .select('session_id')
    .where('id', '=', participantId)
    .executeTakeFirstOrThrow();
  return lockSession(trx, dialect, session_id);
}

/** Refuses (409, nothing restored) a restore that would take a session past its capacity. */
async function checkCapacities(trx: ResourceTrx, ids: readonly number[]): Promise<void> {
  const sessions = await trx
    .selectFrom('session_participants')
    .select('session_id')
    .distinct()
    .where('id', 'in', [...ids])
    .execute();
  for (const { session_id } of sessions) {
    const { capacity } = await trx.selectFrom('project_sessions').select('capacity').where('id', '=', session_id).executeTakeFirstOrThrow();
    if ((await participantCount(trx, session_id)) > capacity) {
      throw conflict(`The session is full: its capacity is ${capacity} participant${capacity === 1 ? '' : 's'}`);
    }
  }
}

/** Participants: POST /api/admin/session/participant/{list,bulk,restore,export}. */
export function participantResource(dialect: DialectName) {
  return defineResource<SessionParticipant, (typeof SESSION_OPERATIONS | typeof SESSION_MY_OPERATIONS)[number]>({
    name: 'session/participant',
    label: 'Participant',
    table: 'session_participants',
    record: sessionParticipantSchema,
    codes: [...SESSION_OPERATIONS, ...SESSION_MY_OPERATIONS],
    scope: ownUnlessGranted('session:list'),
    scopeIds: participantIdsIn,
    // Reads need a sign-in (the scope decides whose); writes need session:update, each record in scope.
    access: {
      list: { auth: 'self' },
      bulk: { auth: 'self' },
      export: { auth: 'self' },
      delete: { operation: 'session:update' },
      restore: { operation: 'session:update' },
    },
    audit: {
      delete: 'session.participant.remove',
      bulk: 'session.participant.bulk',
      restore: 'session.participant.restore',
      export: 'session.participant.export',
    },
    softDelete: {
      mayRestore: async (trx, id) => void (await lockSessionOf(trx, dialect, id)),
      restored: checkCapacities,
    },
    list: {
      body: participantListBody,
      result: participantListResult,
      filter: participantFilter,
      load: (db, body, scope) => listParticipants(db, body, scope),
    },
    detail: (db, id, scope) => findParticipant(db, id, scope),
    remove: {
      summary: 'Remove participants (undoable)',
      check: async (trx, id) => ({ target: (await lockSessionOf(trx, dialect, id)).title, detail: { participantId: id } }),
      purge: async (trx, ids) =>
        void (await trx
          .deleteFrom('session_participants')
          .where('id', 'in', [...ids])
          .execute()),
    },
    actions: {
      status: valueAction('session:update', async (trx, id, status: ParticipantStatus, caller) => {
        await lockSessionOf(trx, dialect, id);
        await trx.updateTable('session_participants').set({ status, updated_at: caller.at.toISOString() }).where('id', '=', id).execute();
      }),
    },
    actionValue: participantStatusValue,
    export: {
      columns: { id: true, name: ['Name', '姓名'], contact: ['Contact', '联系方式'], status: true },
      fileName: 'participants',
    },
  });
}
