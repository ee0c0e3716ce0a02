// Routes by call: list, detail, add, versioned update and delete of a declared resource, each declaring its access
// (declaration.ts accessOf). resourceRoutes registers every route the declaration supports, bulk, restore and
// export included; a module hand-writes only the routes that do more.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../http/define-route.js';
import { ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { holdVersion, type VersionedTable } from '../http/partial-update.js';
import { Type } from '../http/schema-types.js';
import { accessOf, type Caller, type ResourceDeclaration, type ResourceTrx, type WriteNote } from './declaration.js';
import { bulkRoute } from './bulk-route.js';
import { exportRoute } from './export-route.js';
import { auditIn, callerOf, keyedWrite, visibleIds, type AnyResource, type ResourceDeps } from './records.js';
import { undoableDeleteSchema } from './schemas.js';
import { restoreRoute } from './restore-route.js';
import { purgeExpired, purgeOnTimer, softDelete, undoWindowMs } from './undo.js';

const idBody = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const url = (resource: AnyResource, verb: string) => `/api/admin/${resource.name}/${verb}`;

/** POST /api/admin/<name>/list: one page of the list, in the caller's scope. */
export function listRoute(app: FastifyInstance, resource: AnyResource, deps: ResourceDeps): void {
  defineRoute(app, {
    method: 'POST',
    url: url(resource, 'list'),
    access: accessOf(resource, 'list'),
    summary: resource.list.summary ?? `List ${resource.name} records`,
    tags: [resource.name],
    body: resource.list.body,
    result: resource.list.result,
    handler: async (request) => {
      const caller = callerOf(resource, request, deps.now());
      return ok(await resource.list.load(deps.db, (request.body ?? {}) as Record<string, unknown>, caller.scope));
    },
  });
}

/** The record, or 404 with the resource's message. */
async function found(resource: AnyResource, deps: ResourceDeps, request: FastifyRequest, id: number) {
  const record = await resource.detail(deps.db, id, callerOf(resource, request, deps.now()).scope);
  if (!record) throw notFound(resource.notFound);
  return record as object;
}

/** POST /api/admin/<name>/detail `{ id }`. */
export function detailRoute(app: FastifyInstance, resource: AnyResource, deps: ResourceDeps): void {
  defineRoute(app, {
    method: 'POST',
    url: url(resource, 'detail'),
    access: accessOf(resource, 'detail'),
    summary: `One ${resource.name} record`,
    tags: [resource.name],
    body: idBody,
    result: resource.record,
    handler: async (request) => ok(await found(resource, deps, request, request.body.id)),
  });
}

/** What a record write does in its transaction: the id it wrote and what its audit entry notes. */
type RecordWrite = (trx: ResourceTrx, request: FastifyRequest, caller: Caller) => Promise<{ id: number; note: WriteNote | void }>;

/**
 * POST /api/admin/<name>/<verb> (add, update): `write` and its audit entry in one transaction; answers the record.
 * A unique key another write took meanwhile (two adds of one code at once) is 409 naming its field, not 500.
 */
function recordWriteRoute(
  app: FastifyInstance,
  resource: AnyResource,
  deps: ResourceDeps,
  verb: 'add' | 'update',
  write: RecordWrite,
  stored?: (request: FastifyRequest) => Promise<object>,
): void {
  const { body, summary } = resource[verb]!;
  defineRoute(app, {
    method: 'POST',
    url: url(resource, verb),
    access: accessOf(resource, verb),
    summary,
    tags: [resource.name],
    body,
    result: resource.record,
    ...(stored ? { stored } : {}),
    handler: async (request) => {
      const caller = callerOf(resource, request, deps.now());
      const id = await keyedWrite(deps.db, async (trx) => {
        const { id: written, note } = await write(trx, request, caller);
        await auditIn(trx, resource, verb, caller, written, note);
        return written;
      });
      return ok(await found(resource, deps, request, id));
    },
  });
}

/** POST /api/admin/<name>/add: the declared writer and its audit entry in one transaction; answers the record. */
export function addRoute(app: FastifyInstance, resource: AnyResource, deps: ResourceDeps): void {
  const add = resource.add!;
  recordWriteRoute(app, resource, deps, 'add', async (trx, request, caller) => {
    const { id, ...note } = await add.write(trx, request.body as never, caller);
    return { id, note };
  });
}

/**
 * POST /api/admin/<name>/update: omitted fields keep their stored values (the route's `stored`), a versioned
 * record refuses a stale `updatedAt` (409) inside the writing transaction; answers the record.
 */
export function updateRoute(app: FastifyInstance, resource: AnyResource, deps: ResourceDeps): void {
  const update = resource.update!;
  const stored = (request: FastifyRequest) => found(resource, deps, request, (request.body as { id: number }).id);
  recordWriteRoute(
    app,
    resource,
    deps,
    'update',
    async (trx, request, caller) => {
      const { id, updatedAt } = request.body as { id: number; updatedAt?: string };
      if (!(await visibleIds(trx, resource, [id], caller.scope)).has(id)) throw notFound(resource.notFound);
      if (resource.versioned) await holdVersion(trx, resource.table as VersionedTable, id, updatedAt);
      return { id, note: await update.write(trx, id, request.body as never, caller) };
    },
    stored,
  );
}

/**
 * POST /api/admin/<name>/delete `{ id }`: with soft delete, answers `{ undoUntil }` (POST .../restore brings it back
 * until then); without, removes the record for good and answers null.
 */
export function deleteRoute(app: FastifyInstance, resource: AnyResource, deps: ResourceDeps): void {
  const remove = resource.remove!;
  const soft = resource.softDelete !== undefined;
  defineRoute(app, {
    method: 'POST',
    url: url(resource, 'delete'),
    access: accessOf(resource, 'delete'),
    summary: `${remove.summary}${soft ? '; undoable for UNDO_SECONDS through /restore' : ''}`,
    tags: [resource.name],
    body: idBody,
    result: soft ? undoableDeleteSchema : Type.Null(),
    handler: async (request) => {
      const { id } = request.body;
      const caller = callerOf(resource, request, deps.now());
      if (soft) await purgeExpired(deps.db, resource, caller.at, undoWindowMs(deps));
      await deps.db.transaction().execute(async (trx) => {
        if (!(await visibleIds(trx, resource, [id], caller.scope)).has(id)) throw notFound(resource.notFound);
        const note = await remove.check?.(trx, id, caller);
        if (soft) await softDelete(trx, resource, [id], caller.at);
        else await remove.purge(trx, [id]);
        await auditIn(trx, resource, 'delete', caller, id, note);
      });
      return ok(soft ? { undoUntil: new Date(caller.at.getTime() + undoWindowMs(deps)).toISOString() } : null);
    },
  });
}

/**
 * Registers every route `resource` supports: list, detail, add, update, delete, bulk, restore (with soft delete)
 * and export (with export columns), and the purge timer of soft-deleted rows.
 *
 * @example
 * export function questionRoutes(app: FastifyInstance, deps: ResourceDeps): void {
 *   resourceRoutes(app, questionResource, deps);
 *   defineRoute(app, { url: '/api/admin/question/tags', ... }); // what does more stays hand-written
 * }
 */
export function resourceRoutes<Rec extends { id: number }, Code extends string>(
  app: FastifyInstance,
  resource: ResourceDeclaration<Rec, Code>,
  deps: ResourceDeps,
): void {
  listRoute(app, resource, deps);
  detailRoute(app, resource, deps);
  if (resource.add) addRoute(app, resource, deps);
  if (resource.update) updateRoute(app, resource, deps);
  if (resource.remove) deleteRoute(app, resource, deps);
  if (resource.remove || resource.actions) bulkRoute(app, resource, deps);
  if (resource.softDelete) {
    restoreRoute(app, resource, deps);
    purgeOnTimer(app, resource, deps);
  }
  if (resource.export) exportRoute(app, resource, deps);
}
