// POST /api/admin/<name>/restore { ids }: brings back records deleted within the undo window (undo.ts), all of
// them or none: one that can no longer be restored makes the call a 409 'Too late to undo' that restores nothing.
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/define-route.js';
import { ok } from '../http/envelope.js';
import { conflict } from '../http/errors.js';
import { accessOf } from './declaration.js';
import { auditIn, callerOf, visibleIds, type AnyResource, type ResourceDeps } from './records.js';
import { restoreBody, restoreResultSchema } from './schemas.js';
import { splitByDeletedSince, undelete, undoWindowMs } from './undo.js';

/** The message of a restore that came too late. */
export const TOO_LATE_TO_UNDO = 'Too late to undo: the undo window has passed';

/** Registers POST /api/admin/<name>/restore (access: the resource's delete operation). */
export function restoreRoute(app: FastifyInstance, resource: AnyResource, deps: ResourceDeps): void {
  defineRoute(app, {
    method: 'POST',
    url: `/api/admin/${resource.name}/restore`,
    access: accessOf(resource, 'restore'),
    summary: `Undo the delete of ${resource.name} records within UNDO_SECONDS (409 after it)`,
    tags: [resource.name],
    body: restoreBody,
    result: restoreResultSchema,
    handler: async (request) => {
      const { ids } = request.body;
      const caller = callerOf(resource, request, deps.now());
      const since = new Date(caller.at.getTime() - undoWindowMs(deps));
      const restored = await deps.db.transaction().execute(async (trx) => {
        const deleted = [...(await visibleIds(trx, resource, ids, caller.scope, true))];
        const live = await visibleIds(trx, resource, ids, caller.scope, false);
        const { recent } = await splitByDeletedSince(trx, resource, deleted, since);
        const lost = ids.filter((id) => !recent.includes(id) && !live.has(id));
        if (lost.length > 0) throw conflict(`${TOO_LATE_TO_UNDO} (${lost.join(', ')})`);
        for (const id of recent) await resource.softDelete?.mayRestore?.(trx, id, caller);
        await undelete(trx, resource, recent);
        if (recent.length > 0) await auditIn(trx, resource, 'restore', caller, null, { detail: { ids: recent } });
        return recent;
      });
      return ok({ restored });
    },
  });
}
