import type { FastifyInstance } from 'fastify';
import type { DialectName } from '../../db/connect.js';
import { bulkRoute } from '../../resources/bulk-route.js';
import { exportRoute } from '../../resources/export-route.js';
import type { ResourceDeps } from '../../resources/records.js';
import { restoreRoute } from '../../resources/restore-route.js';
import { listRoute } from '../../resources/routes.js';
import { purgeOnTimer } from '../../resources/undo.js';
import { participantResource } from './participant-resource.js';
import { defineRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { addParticipant, removeParticipant, updateParticipant } from './participants.js';
import { guideSetBody, participantAddBody, participantUpdateBody, sessionIdBody, sessionIdResult } from './schemas.js';
import { filledParticipantUpdate, storedParticipant } from './stored.js';
import { setGuide, type SessionWriteContext } from './writes.js';

/**
 * Participants and the question guide of a session: what the participant declaration brings (participant-resource.ts:
 * list, bulk, restore, export) and the writes that do more (add, update, remove, the guide; they need session:update).
 */
export function participantRoutes(
  app: FastifyInstance,
  deps: ResourceDeps & { dialect: DialectName; ctx: (request: SessionWriteContext['request']) => SessionWriteContext },
): void {
  const { ctx } = deps;
  const participants = participantResource(deps.dialect);
  listRoute(app, participants, deps);
  bulkRoute(app, participants, deps);
  restoreRoute(app, participants, deps);
  purgeOnTimer(app, participants, deps);
  exportRoute(app, participants, deps);

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/session/participant/add',
    access: { operation: 'session:update' },
    summary: 'Add a participant (refused when the session is full)',
    tags: ['session'],
    body: participantAddBody,
    result: sessionIdResult,
    handler: async (request) => ok({ id: await addParticipant(ctx(request), request.body) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/session/participant/update',
    access: { operation: 'session:update' },
    summary: "Change a participant's name, contact or status",
    tags: ['session'],
    body: participantUpdateBody,
    result: sessionIdResult,
    stored: (request) => storedParticipant(ctx(request).db)(request),
    handler: async (request) => {
      await updateParticipant(ctx(request), filledParticipantUpdate(request.body));
      return ok({ id: request.body.id });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/session/participant/remove',
    access: { operation: 'session:update' },
    summary: 'Remove a participant',
    tags: ['session'],
    body: sessionIdBody,
    result: sessionIdResult,
    handler: async (request) => {
      await removeParticipant(ctx(request), request.body.id);
      return ok({ id: request.body.id });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/session/guide/set',
    access: { operation: 'session:update' },
    summary: 'Replace the ordered question guide',
    tags: ['session'],
    body: guideSetBody,
    result: sessionIdResult,
    handler: async (request) => {
      await setGuide(ctx(request), request.body.sessionId, request.body.questionIds, request.body.loadedQuestionIds);
      return ok({ id: request.body.sessionId });
    },
  });
}
