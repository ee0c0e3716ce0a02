import type { FastifyInstance } from 'fastify';
import type { DialectName } from '../../db/connect.js';
import { bulkRoute } from '../../resources/bulk-route.js';
import { exportRoute } from '../../resources/export-route.js';
import { ownedReadRoutes } from '../../resources/owned-reads.js';
import type { ResourceDeps } from '../../resources/records.js';
import { restoreRoute } from '../../resources/restore-route.js';
import { deleteRoute } from '../../resources/routes.js';
import { purgeOnTimer } from '../../resources/undo.js';
import { defineRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { keptSessionList } from './kept-list.js';
import { sessionUpdateRoutes } from './update-routes.js';
import { participantRoutes } from './participant-routes.js';
import { sessionResource } from './resource.js';
import { sessionAddBody, sessionIdResult } from './schemas.js';
import { addSession, type SessionWriteContext } from './writes.js';

/**
 * Research sessions under /api/admin/session: what their declaration brings (resource.ts: list, detail, myList,
 * myDetail, delete and its restore, bulk, export) and what does more: add, the versioned updates, participants and the guide.
 */
export function sessionRoutes(app: FastifyInstance, deps: ResourceDeps & { dialect: DialectName }): void {
  const { db, dialect, now } = deps;
  const ctx = (request: SessionWriteContext['request']): SessionWriteContext => ({ db, dialect, request, now: now() });
  const resource = sessionResource(dialect);

  ownedReadRoutes(app, resource, deps, keptSessionList(db));
  deleteRoute(app, resource, deps);
  restoreRoute(app, resource, deps);
  purgeOnTimer(app, resource, deps);
  bulkRoute(app, resource, deps);
  exportRoute(app, resource, deps);

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/session/add',
    access: { operation: 'session:add' },
    summary: 'Add a session to a project',
    tags: ['session'],
    body: sessionAddBody,
    result: sessionIdResult,
    handler: async (request) => {
      const { projectId, ...fields } = request.body;
      return ok({ id: await addSession(ctx(request), projectId, fields) });
    },
  });

  sessionUpdateRoutes(app, { db, dialect, ctx });
  participantRoutes(app, { ...deps, ctx });
}
