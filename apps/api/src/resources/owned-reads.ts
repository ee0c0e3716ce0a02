// The read routes of a resource that staff see whole and everyone sees their own of (projects, sessions):
// /list and /detail (the resource's list and detail operations: every record) and /myList and /myDetail (a
// sign-in: the caller's own records, auth/record-scope.ts). The lists answer through the module's kept list (the
// list answer cache, src/lists), so a repeated page costs no query and no serialisation; a record another
// caller owns answers 404, as a missing one does.
import type { FastifyInstance } from 'fastify';
import type { RecordScope } from '../auth/record-scope.js';
import { requireAuth } from '../auth/guard.js';
import type { AuthContext } from '../auth/types.js';
import type { RouteAccess } from '../http/access.js';
import { defineRoute } from '../http/define-route.js';
import { ok, sendSerialized, type Envelope, type SerializedBody } from '../http/envelope.js';
import { notFound } from '../http/errors.js';
import { Type, type TSchema } from '../http/schema-types.js';
import { listVersionsOf } from '../lists/index.js';
import { accessOf } from './declaration.js';
import type { AnyResource, ResourceDeps } from './records.js';

/** How a module answers its list bodies from the list answer cache (its kept-list.ts). */
export interface KeptList {
  /**
   * The serialised answer to a list `body` in `scope`, kept while the tables are unchanged; `versions` are the
   * caller's list versions, `serialize` the route's.
   */
  answer: (
    body: Record<string, unknown>,
    scope: RecordScope | null,
    versions: ReadonlyMap<string, number> | undefined,
    serialize: (body: Envelope<unknown>) => SerializedBody,
  ) => Promise<SerializedBody>;
  /** Body of /myList when it differs from /list's (e.g. a filter /list requires is optional there). */
  myBody?: TSchema;
}

const idBody = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

interface ReadView {
  prefix: '' | 'my';
  list: RouteAccess;
  detail: RouteAccess;
  scope: (auth: AuthContext) => RecordScope | null;
  who: string;
}

/**
 * Registers POST /api/admin/<name>/{list,detail,myList,myDetail} for `resource`: the whole view needs the
 * resource's list and detail operations, the own view a sign-in.
 *
 * @example
 * ownedReadRoutes(app, projectResource, deps, { answer: (body, scope, versions, serialize) => keptProjectList(db, body, scope, versions, serialize) });
 */
export function ownedReadRoutes(app: FastifyInstance, resource: AnyResource, deps: ResourceDeps, kept: KeptList): void {
  const views: ReadView[] = [
    { prefix: '', list: accessOf(resource, 'list'), detail: accessOf(resource, 'detail'), scope: () => null, who: 'every' },
    { prefix: 'my', list: { auth: 'self' }, detail: { auth: 'self' }, scope: (auth) => ({ userId: auth.userId }), who: "the caller's" },
  ];
  for (const view of views) {
    const path = (verb: 'list' | 'detail') => (view.prefix ? `my${verb[0]!.toUpperCase()}${verb.slice(1)}` : verb);
    defineRoute(app, {
      method: 'POST',
      url: `/api/admin/${resource.name}/${path('list')}`,
      access: view.list,
      summary: `A page of ${view.who} ${resource.name} records`,
      tags: [resource.name],
      body: (view.prefix && kept.myBody) || resource.list.body,
      result: resource.list.result,
      handler: async (request, reply) => {
        const auth = requireAuth(request);
        const body = (request.body ?? {}) as Record<string, unknown>;
        const answer = await kept.answer(body, view.scope(auth), listVersionsOf(auth), (envelope) => reply.serialize(envelope));
        return sendSerialized(reply, answer);
      },
    });
    defineRoute(app, {
      method: 'POST',
      url: `/api/admin/${resource.name}/${path('detail')}`,
      access: view.detail,
      summary: `One of ${view.who} ${resource.name} records`,
      tags: [resource.name],
      body: idBody,
      result: resource.record,
      handler: async (request) => {
        const record = await resource.detail(deps.db, request.body.id, view.scope(requireAuth(request)));
        if (!record) throw notFound(resource.notFound);
        return ok(record as object);
      },
    });
  }
}
