import { badRequest, conflict, notFound } from '../../http/errors.js';
import { recordWrite } from '../../audit/record.js';
import { holdVersion } from '../../http/partial-update.js';
import type { ParticipantAddRequest } from './schemas.js';
import type { FilledParticipantUpdate } from './stored.js';
import { lockSession, participantCount, type SessionWriteContext } from './writes.js';

const cleanContact = (contact: string | null | undefined) => (contact?.trim() ? contact.trim() : null);

/** Adds a participant; 409 with a clear message when the session is at capacity. */
export async function addParticipant(ctx: SessionWriteContext, input: ParticipantAddRequest): Promise<number> {
  if (input.name.trim() === '') throw badRequest('name cannot be empty', 'name');
  return ctx.db.transaction().execute(async (trx) => {
    const session = await lockSession(trx, ctx.dialect, input.sessionId);
    const count = await participantCount(trx, session.id);
    if (count >= session.capacity) {
      throw conflict(`The session is full: its capacity is ${session.capacity} participant${session.capacity === 1 ? '' : 's'}`);
    }
    const now = ctx.now.toISOString();
    const { id } = await trx
      .insertInto('session_participants')
      .values({
        session_id: session.id,
        name: input.name.trim(),
        contact: cleanContact(input.contact),
        status: input.status ?? 'invited',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordWrite(
      trx,
      ctx.request,
      { action: 'session.participant.add', target: session.title, detail: { sessionId: session.id, participantId: id } },
      ctx.now,
    );
    return id;
  });
}

/** The session a participant belongs to; 404 when the participant does not exist. */
export async function sessionOfParticipant(ctx: SessionWriteContext, id: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('session_participants')
    .select('session_id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Participant not found');
  return row.session_id;
}

/** Changes a participant's name, contact and status; a stale `updatedAt` (the version the editor loaded) refuses it (409). */
export async function updateParticipant(ctx: SessionWriteContext, input: FilledParticipantUpdate): Promise<void> {
  if (input.name.trim() === '') throw badRequest('name cannot be empty', 'name');
  const sessionId = await sessionOfParticipant(ctx, input.id);
  await ctx.db.transaction().execute(async (trx) => {
    const session = await lockSession(trx, ctx.dialect, sessionId);
    await holdVersion(trx, 'session_participants', input.id, input.updatedAt);
    await trx
      .updateTable('session_participants')
      .set({ name: input.name.trim(), contact: cleanContact(input.contact), status: input.status, updated_at: ctx.now.toISOString() })
      .where('id', '=', input.id)
      .execute();
    await recordWrite(
      trx,
      ctx.request,
      { action: 'session.participant.update', target: session.title, detail: { sessionId, participantId: input.id, status: input.status } },
      ctx.now,
    );
  });
}

/** Removes a participant; undoable through POST /session/participant/restore within the undo window (participant-resource.ts). */
export async function removeParticipant(ctx: SessionWriteContext, id: number): Promise<void> {
  const sessionId = await sessionOfParticipant(ctx, id);
  await ctx.db.transaction().execute(async (trx) => {
    const session = await lockSession(trx, ctx.dialect, sessionId);
    await trx.updateTable('session_participants').set({ deleted_at: ctx.now.toISOString() }).where('id', '=', id).execute();
    await recordWrite(
      trx,
      ctx.request,
      { action: 'session.participant.remove', target: session.title, detail: { sessionId, participantId: id } },
      ctx.now,
    );
  });
}
