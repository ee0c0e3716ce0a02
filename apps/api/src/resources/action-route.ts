// POST /api/admin/<name>/<action> `{ id, <action>: value }`: one of a resource's declared bulk actions (e.g.
// `status`) on a single record, in its own transaction with its audit entry, so a module does not hand-write the
// single-record twin of an action it already declares.
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/define-route.js';
import { ok } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { Type, type TSchema } from '../http/schema-types.js';
import { accessOf } from './declaration.js';
import { auditIn, callerOf, visibleIds, type AnyResource, type ResourceDeps } from './records.js';

/** What the single-record route of an action states beyond its declaration. */
export interface ActionRouteOptions {
  summary: string;
  /** `{ id, <action>: value }`. */
  body: TSchema;
  /** Answers the record as it is after the action (default: null). */
  answersRecord?: boolean;
}

/**
 * Registers POST /api/admin/<name>/<action>: 404 (the resource's message) for a record missing or outside the
 * caller's scope, then the action's `run` and the audit entry `<name>.<action>` (target `<name>:<id>` unless the
 * action's note names one) in one transaction. Its access is `<name>:<action>` unless the declaration says otherwise.
 *
 * @example
 * actionRoute(app, questionResource, deps, 'status', { summary: 'Enable or disable a question', body: questionStatusBody });
 */
export function actionRoute(
  app: FastifyInstance,
  resource: AnyResource,
  deps: ResourceDeps,
  action: string,
  route: ActionRouteOptions,
): void {
  const step = resource.actions?.[action];
  if (!step) throw new Error(`resource ${resource.name}: no action ${action} to route`);
  defineRoute(app, {
    method: 'POST',
    url: `/api/admin/${resource.name}/${action}`,
    access: accessOf(resource, action as 'update'),
    summary: route.summary,
    tags: [resource.name],
    body: route.body,
    result: route.answersRecord ? resource.record : Type.Null(),
    handler: async (request) => {
      const body = request.body as { id: number } & Record<string, unknown>;
      const caller = callerOf(resource, request, deps.now());
      await deps.db.transaction().execute(async (trx) => {
        if (!(await visibleIds(trx, resource, [body.id], caller.scope)).has(body.id)) throw notFound(resource.notFound);
        await auditIn(trx, resource, action, caller, body.id, await step.run(trx, body.id, body[action], caller));
      });
      if (!route.answersRecord) return ok(null);
      const record: unknown = await resource.detail(deps.db, body.id, caller.scope);
      if (!record) throw notFound(resource.notFound);
      return ok(record as object);
    },
  });
}
