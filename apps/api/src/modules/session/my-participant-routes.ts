import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { defineRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { addParticipant, removeParticipant, sessionOfParticipant, updateParticipant } from './participants.js';
import { sessionIsMine } from './queries.js';
import { filledParticipantUpdate, storedParticipant } from './stored.js';
import { guideSetBody, participantAddBody, participantUpdateBody, sessionIdBody, sessionIdResult } from './schemas.js';
import { setGuide, type SessionWriteContext } from './writes.js';

/**
 * Participants and the question guide of the caller's own sessions (the rule of /session/myUpdate:
 * they moderate it, or its project is theirs). Each needs session:myUpdate, checks the record, then
 * runs the same write as the full routes (capacity, read-only projects, audit). Another session's or
 * participant's id answers 404, the same as a missing one.
 */
export function myParticipantRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; ctx: (request: SessionWriteContext['request']) => SessionWriteContext },
): void {
  const { db, ctx } = deps;
  const mine = async (request: SessionWriteContext['request'], sessionId: number, missing: string) => {
    if (!(await sessionIsMine(db, sessionId, { userId: requireAuth(request).userId }))) throw notFound(missing);
  };
  /** The session of one of the caller's participants; 404 'Participant not found' otherwise. */
  const myParticipant = async (request: SessionWriteContext['request'], id: number) => {
    await mine(request, await sessionOfParticipant(ctx(request), id), 'Participant not found');
  };

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/session/my/participant/add',
    access: { operation: 'session:myUpdate' },
    summary: "Add a participant to one of the caller's sessions (refused when full)",
    tags: ['session'],
    body: participantAddBody,
    result: sessionIdResult,
    handler: async (request) => {
      await mine(request, request.body.sessionId, 'Session not found');
      return ok({ id: await addParticipant(ctx(request), request.body) });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/session/my/participant/update',
    access: { operation: 'session:myUpdate' },
    summary: "Change a participant of one of the caller's sessions",
    tags: ['session'],
    body: participantUpdateBody,
    result: sessionIdResult,
    stored: storedParticipant(db),
    handler: async (request) => {
      await myParticipant(request, request.body.id);
      await updateParticipant(ctx(request), filledParticipantUpdate(request.body));
      return ok({ id: request.body.id });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/session/my/participant/remove',
    access: { operation: 'session:myUpdate' },
    summary: "Remove a participant of one of the caller's sessions",
    tags: ['session'],
    body: sessionIdBody,
    result: sessionIdResult,
    handler: async (request) => {
      await myParticipant(request, request.body.id);
      await removeParticipant(ctx(request), request.body.id);
      return ok({ id: request.body.id });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/session/my/guide/set',
    access: { operation: 'session:myUpdate' },
    summary: "Replace the ordered question guide of one of the caller's sessions",
    tags: ['session'],
    body: guideSetBody,
    result: sessionIdResult,
    handler: async (request) => {
      await mine(request, request.body.sessionId, 'Session not found');
      await setGuide(ctx(request), request.body.sessionId, request.body.questionIds, request.body.loadedQuestionIds);
      return ok({ id: request.body.sessionId });
    },
  });
}
