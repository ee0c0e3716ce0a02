import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireAuth } from '../../auth/guard.js';
import type { DialectName } from '../../db/connect.js';
import type { Database } from '../../db/types.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { bulkRoute } from '../../resources/bulk-route.js';
import { exportRoute } from '../../resources/export-route.js';
import type { ResourceDeps } from '../../resources/records.js';
import { restoreRoute } from '../../resources/restore-route.js';
import { listRoute } from '../../resources/routes.js';
import { purgeOnTimer } from '../../resources/undo.js';
import { defineRoute } from './operations.js';
import { participantResource } from './participant-resource.js';
import { addParticipant, removeParticipant, sessionOfParticipant, updateParticipant } from './participants.js';
import { sessionIsMine } from './queries.js';
import { guideSetBody, participantAddBody, participantUpdateBody, sessionIdBody, sessionIdResult } from './schemas.js';
import { filledParticipantUpdate, storedParticipant } from './stored.js';
import { setGuide, type SessionWriteContext } from './writes.js';

type Request = SessionWriteContext['request'];

/** Where a set of participant and guide writes answers, what it needs, and which sessions it may write. */
interface WriteView {
  prefix: string;
  operation: 'session:update' | 'session:myUpdate';
  of: string;
  /** Refuses (404 `missing`) a session the caller may not write through this view. */
  check: (request: Request, sessionId: number, missing: string) => Promise<void>;
}

/**
 * Participants and the question guide of a session: what the participant declaration brings (participant-resource.ts:
 * list, bulk, restore, export) and the writes that do more (add, update, remove, the guide), twice: under
 * /session (session:update, any session) and /session/my (session:myUpdate, the caller's own sessions: they
 * moderate it, or its project is theirs; another session's or participant's id answers 404, as a missing one does).
 * Both run the same writes (capacity, read-only projects, versions, audit).
 */
export function participantRoutes(
  app: FastifyInstance,
  deps: ResourceDeps & { db: Kysely<Database>; dialect: DialectName; ctx: (request: Request) => SessionWriteContext },
): void {
  const { db, ctx } = deps;
  const participants = participantResource(deps.dialect);
  listRoute(app, participants, deps);
  bulkRoute(app, participants, deps);
  restoreRoute(app, participants, deps);
  purgeOnTimer(app, participants, deps);
  exportRoute(app, participants, deps);

  const views: WriteView[] = [
    { prefix: '/api/admin/session', operation: 'session:update', of: 'a session', check: async () => undefined },
    {
      prefix: '/api/admin/session/my',
      operation: 'session:myUpdate',
      of: "one of the caller's sessions",
      check: async (request, sessionId, missing) => {
        if (!(await sessionIsMine(db, sessionId, { userId: requireAuth(request).userId }))) throw notFound(missing);
      },
    },
  ];
  for (const view of views) {
    const ofParticipant = async (request: Request, id: number) =>
      view.check(request, await sessionOfParticipant(ctx(request), id), 'Participant not found');
    const route = { method: 'POST' as const, access: { operation: view.operation }, tags: ['session'], result: sessionIdResult };
    defineRoute(app, {
      ...route,
      url: `${view.prefix}/participant/add`,
      summary: `Add a participant to ${view.of} (refused when the session is full)`,
      body: participantAddBody,
      handler: async (request) => {
        await view.check(request, request.body.sessionId, 'Session not found');
        return ok({ id: await addParticipant(ctx(request), request.body) });
      },
    });
    defineRoute(app, {
      ...route,
      url: `${view.prefix}/participant/update`,
      summary: `Change the name, contact or status of a participant of ${view.of}`,
      body: participantUpdateBody,
      stored: storedParticipant(db),
      handler: async (request) => {
        await ofParticipant(request, request.body.id);
        await updateParticipant(ctx(request), filledParticipantUpdate(request.body));
        return ok({ id: request.body.id });
      },
    });
    defineRoute(app, {
      ...route,
      url: `${view.prefix}/participant/remove`,
      summary: `Remove a participant of ${view.of} (undoable for staff through /session/participant/restore)`,
      body: sessionIdBody,
      handler: async (request) => {
        await ofParticipant(request, request.body.id);
        await removeParticipant(ctx(request), request.body.id);
        return ok({ id: request.body.id });
      },
    });
    defineRoute(app, {
      ...route,
      url: `${view.prefix}/guide/set`,
      summary: `Replace the ordered question guide of ${view.of}`,
      body: guideSetBody,
      handler: async (request) => {
        await view.check(request, request.body.sessionId, 'Session not found');
        await setGuide(ctx(request), request.body.sessionId, request.body.questionIds, request.body.loadedQuestionIds);
        return ok({ id: request.body.sessionId });
      },
    });
  }
}
