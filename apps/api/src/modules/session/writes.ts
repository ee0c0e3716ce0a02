import { holdVersion, STALE_RECORD } from '../../http/partial-update.js';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/connect.js';
import type { Database } from '../../db/types.js';
import { badRequest, notFound, staleEdit } from '../../http/errors.js';
import { recordWrite } from '../../audit/record.js';
import { assertEditable, checkUsers, projectStatusOf, type WriteContext } from '../project/writes.js';
import { questionBankExists } from './queries.js';
import type { SessionFields, SessionStatus } from './schemas.js';
import { isTimeZone, parseInstant, parseMeetingLink } from './validate.js';

/** A session write also needs to know the engine (row locks, the question bank check). */
export interface SessionWriteContext extends WriteContext {
  dialect: DialectName;
}

/** The rule the session writes enforce on the moderator, as the 400 states it. */
export const SESSION_MODERATOR_RULE = "a session's moderator must be one of its project's moderators";

/** Refuses (400 naming moderatorId) a moderator who is not one of the project's moderators. */
async function checkSessionModerator(trx: Kysely<Database>, projectId: number, moderatorId: number): Promise<void> {
  const onProject = await trx
    .selectFrom('project_moderators')
    .select('user_id')
    .where('project_id', '=', projectId)
    .where('user_id', '=', moderatorId)
    .executeTakeFirst();
  if (!onProject) throw badRequest(`moderatorId ${moderatorId} is not on this project: ${SESSION_MODERATOR_RULE}`, 'moderatorId');
}

async function columns(trx: Kysely<Database>, projectId: number, input: SessionFields) {
  if (input.title.trim() === '') throw badRequest('title cannot be empty', 'title');
  const startAt = parseInstant(input.startAt, 'startAt');
  const endAt = parseInstant(input.endAt, 'endAt');
  if (endAt <= startAt) throw badRequest('endAt must be after startAt', 'endAt');
  if (!isTimeZone(input.timeZone)) throw badRequest(`timeZone ${input.timeZone} is not an IANA time zone`, 'timeZone');
  if (input.moderatorId != null) {
    await checkUsers(trx, [input.moderatorId], 'moderator', 'moderatorId');
    await checkSessionModerator(trx, projectId, input.moderatorId);
  }
  return {
    title: input.title.trim(),
    kind: input.kind,
    start_at: startAt,
    end_at: endAt,
    time_zone: input.timeZone,
    moderator_id: input.moderatorId ?? null,
    meeting_link: parseMeetingLink(input.meetingLink),
    capacity: input.capacity,
  };
}

/**
 * Loads a session for a write, locking its row on PostgreSQL (so capacity checks of concurrent
 * writes queue), and refuses when its project is closed or archived. A deleted session (within its undo window) is
 * not found, unless `state` is 'deleted' (a restore), which finds only a deleted one.
 */
export async function lockSession(trx: Transaction<Database>, dialect: DialectName, id: number, state: 'live' | 'deleted' = 'live') {
  let q = trx
    .selectFrom('project_sessions')
    .select(['id', 'project_id', 'title', 'capacity'])
    .where('id', '=', id)
    .where('deleted_at', state === 'live' ? 'is' : 'is not', null);
  if (dialect === 'postgres') q = q.forUpdate();
  const session = await q.executeTakeFirst();
  if (!session) throw notFound('Session not found');
  assertEditable(await projectStatusOf(trx, session.project_id));
  return session;
}

/** Number of participants of a session. */
export async function participantCount(trx: Kysely<Database>, sessionId: number): Promise<number> {
  const row = await trx
    .selectFrom('session_participants')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('session_id', '=', sessionId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Creates a session in an editable project; returns its id. */
export async function addSession(ctx: SessionWriteContext, projectId: number, input: SessionFields): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const project = await projectStatusOf(trx, projectId).catch(() => {
      throw badRequest(`projectId ${projectId} is not a project`, 'projectId');
    });
    assertEditable(project);
    const now = ctx.now.toISOString();
    const { id } = await trx
      .insertInto('project_sessions')
      .values({
        ...(await columns(trx, projectId, input)),
        project_id: projectId,
        status: input.status ?? 'scheduled',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordWrite(trx, ctx.request, { action: 'session.add', target: input.title.trim(), detail: { id, projectId } }, ctx.now);
    return id;
  });
}

/** Updates a session's fields; the capacity cannot drop below its participants. */
export async function updateSession(ctx: SessionWriteContext, id: number, input: SessionFields, expectedVersion?: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const session = await lockSession(trx, ctx.dialect, id);
    await holdVersion(trx, 'project_sessions', id, expectedVersion);
    const values = await columns(trx, session.project_id, input);
    const count = await participantCount(trx, id);
    if (input.capacity < count) throw badRequest(`capacity cannot be below the ${count} participants already added`, 'capacity');
    await trx
      .updateTable('project_sessions')
      .set({ ...values, ...(input.status ? { status: input.status } : {}), updated_at: ctx.now.toISOString() })
      .where('id', '=', id)
      .execute();
    await recordWrite(trx, ctx.request, { action: 'session.update', target: values.title, detail: { id } }, ctx.now);
  });
}

/** Removes sessions for good with their participants and guide (their minutes go by foreign key): the resource's purge. */
export async function purgeSessions(trx: Transaction<Database>, ids: readonly number[]): Promise<void> {
  await trx
    .deleteFrom('session_questions')
    .where('session_id', 'in', [...ids])
    .execute();
  await trx
    .deleteFrom('session_participants')
    .where('session_id', 'in', [...ids])
    .execute();
  await trx
    .deleteFrom('project_sessions')
    .where('id', 'in', [...ids])
    .execute();
}

/** Sets a session's status (a bulk status change); refused (409) while its project is closed or archived. */
export async function setSessionStatusIn(trx: Transaction<Database>, dialect: DialectName, id: number, status: SessionStatus, at: Date) {
  await lockSession(trx, dialect, id);
  await trx.updateTable('project_sessions').set({ status, updated_at: at.toISOString() }).where('id', '=', id).execute();
}

/**
 * Replaces a session's question guide with `questionIds` in order, in one transaction. With `loaded` (the guide as
 * the editor loaded it), a guide changed since refuses it (409): the session's lock orders guide saves, so of two
 * saves from the same guide one is refused.
 */
export async function setGuide(
  ctx: SessionWriteContext,
  sessionId: number,
  questionIds: readonly number[],
  loaded?: readonly number[],
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const session = await lockSession(trx, ctx.dialect, sessionId);
    if (loaded) {
      const stored = await trx
        .selectFrom('session_questions')
        .select('question_id')
        .where('session_id', '=', sessionId)
        .orderBy('position')
        .execute();
      if (stored.map((row) => row.question_id).join(',') !== loaded.join(',')) throw staleEdit(STALE_RECORD);
    }
    if (questionIds.length > 0 && (await questionBankExists(trx, ctx.dialect))) {
      const found = await trx
        .selectFrom('questions')
        .select('id')
        .where('id', 'in', [...questionIds])
        .where('deleted_at', 'is', null)
        .execute();
      const known = new Set(found.map((r) => r.id));
      const missing = questionIds.find((q) => !known.has(q));
      if (missing !== undefined) throw badRequest(`questionIds contains ${missing}, which is not a question`, 'questionIds');
    }
    await trx.deleteFrom('session_questions').where('session_id', '=', sessionId).execute();
    if (questionIds.length > 0) {
      await trx
        .insertInto('session_questions')
        .values(questionIds.map((question_id, i) => ({ session_id: sessionId, question_id, position: i + 1 })))
        .execute();
    }
    await recordWrite(
      trx,
      ctx.request,
      { action: 'session.guide', target: session.title, detail: { id: sessionId, questionIds } },
      ctx.now,
    );
  });
}
