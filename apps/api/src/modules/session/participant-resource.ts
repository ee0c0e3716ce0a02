// A session's participants as a resource (resources/declaration.ts): the kernel answers their list (with a status
// filter), bulk remove and status change, restore (a removal is undoable for the undo window) and export of the
// list's view. A caller granted session:list reaches every session's participants; anyone else those of their own
// sessions (auth/record-scope-rule.ts). Add and update stay participant-routes.ts's (capacity, versions).
import { conflict } from '../../http/errors.js';
import type { DialectName } from '../../db/connect.js';
import { defineResource, exportColumn, type ResourceTrx } from '../../resources/declaration.js';
import { SESSION_MY_OPERATIONS, SESSION_OPERATIONS } from './operations.js';
import { findParticipant, listParticipants, participantIdsIn } from './participant-queries.js';
import { participantFilter, participantListBody, participantListResult, participantStatusValue } from './participant-schemas.js';
import { sessionParticipantSchema, type ParticipantStatus, type SessionParticipant } from './schemas.js';
import { lockSession, participantCount } from './writes.js';

const column = exportColumn<SessionParticipant>;

/** The columns a participant export can write, in their default order. */
const PARTICIPANT_EXPORT_COLUMNS = [
  column('id', 'ID', '编号', (p) => p.id),
  column('name', 'Name', '姓名', (p) => p.name),
  column('contact', 'Contact', '联系方式', (p) => p.contact),
  column('status', 'Status', '状态', (p) => p.status),
];

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
    table: 'session_participants',
    record: sessionParticipantSchema,
    versioned: true,
    notFound: 'Participant not found',
    codes: [...SESSION_OPERATIONS, ...SESSION_MY_OPERATIONS],
    scope: (auth) => (auth.operations.has('session:list') ? null : { userId: auth.userId }),
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
      column: 'deleted_at',
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
      status: {
        operation: () => 'session:update',
        needsValue: true,
        run: async (trx, id, value, caller) => {
          await lockSessionOf(trx, dialect, id);
          const status = value as ParticipantStatus;
          await trx.updateTable('session_participants').set({ status, updated_at: caller.at.toISOString() }).where('id', '=', id).execute();
        },
      },
    },
    actionValue: participantStatusValue,
    export: { columns: PARTICIPANT_EXPORT_COLUMNS, fileName: 'participants' },
  });
}
