// POST /api/admin/<name>/bulk: one action on many records, named by `ids` (1..1,000) or by the list's filters
// (`allMatching`, at most 1,000 matches). The call is one transaction with a savepoint per record: each record is
// checked against the caller's scope (404 'not found or outside your scope'), the version the caller sent (409
// stale) and the action's own rules (e.g. 409 in use); a refused record's writes are rolled back to its savepoint
// and named in `refused`, the others are kept. One audit entry records the call, in the same transaction.
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/define-route.js';
import { derivedOnce } from '../http/derived-once.js';
import { ok } from '../http/envelope.js';
import { ApiError, badRequest, forbidden } from '../http/errors.js';
import { holdVersion, type VersionedTable } from '../http/partial-update.js';
import { Type } from '../http/schema-types.js';
import { accessOf, type Caller, type ResourceTrx } from './declaration.js';
import { pagesOf } from './pages.js';
import { auditIn, callerOf, inSavepoint, visibleIds, type AnyResource, type ResourceDeps } from './records.js';
import { BULK_MAX_IDS, bulkBody, bulkResultSchema, type BulkRefusal, type BulkRequest } from './schemas.js';
import { purgeExpired, softDelete, undoWindowMs } from './undo.js';

type Step = (trx: ResourceTrx, id: number) => Promise<void>;

/** The step of `action` for one record, once the caller's operation and the value are checked (403, 400). */
function stepOf(resource: AnyResource, body: BulkRequest, caller: Caller): Step {
  if (body.action === 'delete' && resource.remove) {
    const remove = resource.remove;
    const code = accessOf(resource, 'delete');
    if ('operation' in code && !caller.auth.operations.has(code.operation))
      throw forbidden(`Not permitted: requires operation ${code.operation}`);
    return async (trx, id) => {
      await remove.check?.(trx, id, caller);
      if (resource.softDelete) await softDelete(trx, resource, [id], caller.at);
      else await remove.purge(trx, [id]);
    };
  }
  const action = resource.actions![body.action]!;
  if (action.needsValue && body.value === undefined) throw badRequest(`value is required for ${body.action}`, 'value');
  const operation = action.operation(body.value);
  if (!caller.auth.operations.has(operation)) throw forbidden(`Not permitted: requires operation ${operation}`);
  return async (trx, id) => void (await action.run(trx, id, body.value, caller));
}

/** The ids of the records matching `filter` in scope; 400 when more than BULK_MAX_IDS match. */
async function matchingIds(deps: ResourceDeps, resource: AnyResource, filter: object, caller: Caller): Promise<number[]> {
  const ids: number[] = [];
  for await (const page of pagesOf(deps.db, resource, filter as Record<string, unknown>, caller.scope, BULK_MAX_IDS + 1)) {
    ids.push(...page.map((r) => r.id));
  }
  if (ids.length > BULK_MAX_IDS) {
    throw badRequest(`allMatching matches more than ${BULK_MAX_IDS} records; narrow the filter or select the records`, 'allMatching');
  }
  return ids;
}

const bulkBodies = new WeakMap<AnyResource, ReturnType<typeof bulkBody>>();

/** Registers POST /api/admin/<name>/bulk for the resource's delete and declared actions. */
export function bulkRoute(app: FastifyInstance, resource: AnyResource, deps: ResourceDeps): void {
  const actions = [...(resource.remove ? ['delete'] : []), ...Object.keys(resource.actions ?? {})];
  defineRoute(app, {
    method: 'POST',
    url: `/api/admin/${resource.name}/bulk`,
    access: accessOf(resource, 'bulk'),
    summary: `Do one action (${actions.join(', ')}) on up to ${BULK_MAX_IDS} ${resource.name} records; answers each record's outcome`,
    tags: [resource.name],
    body: derivedOnce(bulkBodies, resource, () =>
      bulkBody(actions, resource.list.filter, resource.actionValue ?? Type.String({ maxLength: 100 })),
    ),
    result: bulkResultSchema,
    handler: async (request) => {
      const body = request.body as BulkRequest;
      const caller = callerOf(resource, request, deps.now());
      if ((body.ids === undefined) === (body.allMatching === undefined)) {
        throw badRequest('Send exactly one of ids or allMatching', body.ids === undefined ? 'ids' : 'allMatching');
      }
      const step = stepOf(resource, body, caller);
      const ids = body.ids ?? (await matchingIds(deps, resource, body.allMatching!, caller));
      const versions = new Map((body.versions ?? []).map((v) => [v.id, v.updatedAt]));
      if (resource.softDelete && body.action === 'delete') await purgeExpired(deps.db, resource, caller.at, undoWindowMs(deps));
      const result = await deps.db.transaction().execute(async (trx) => {
        const visible = await visibleIds(trx, resource, ids, caller.scope);
        const done: number[] = [];
        const refused: BulkRefusal[] = [];
        for (const id of ids) {
          if (!visible.has(id)) {
            refused.push({ id, code: 404, message: `${resource.notFound} or outside your scope` });
            continue;
          }
          const error = await inSavepoint(trx, async () => {
            if (versions.has(id)) await holdVersion(trx, resource.table as VersionedTable, id, versions.get(id));
            await step(trx, id);
          });
          if (error === undefined) done.push(id);
          else if (error instanceof ApiError) refused.push({ id, code: error.code, message: error.message });
          else throw error;
        }
        const detail = { action: body.action, value: body.value ?? null, done, refused: refused.map(({ id, code }) => ({ id, code })) };
        await auditIn(trx, resource, 'bulk', caller, null, { detail: { ...detail, doneCount: done.length, refusedCount: refused.length } });
        return { done, refused };
      });
      const undoable = resource.softDelete && body.action === 'delete' && result.done.length > 0;
      return ok({ ...result, ...(undoable ? { undoUntil: new Date(caller.at.getTime() + undoWindowMs(deps)).toISOString() } : {}) });
    },
  });
}
