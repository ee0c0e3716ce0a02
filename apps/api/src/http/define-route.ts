import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { RouteAccess } from './access.js';
import { closeObjects, refuseAnyField } from './closed-bodies.js';
import { derivedOnce } from './derived-once.js';
import { errorEnvelopeSchema, envelopeSchema, type Envelope } from './envelope.js';
import { multipartDocs, type MultipartBody } from './multipart-docs.js';
import { keepOmitted, UPDATE_KEYS } from './partial-update.js';
import { withIntegerBounds } from './schema-bounds.js';
import type { JsonSchema, Static, TSchema } from './schema-types.js';

/**
 * The request a route's handler gets: Fastify's TypeBox type provider reads `body` from the route's body
 * schema, so the handler's `request.body` is `Static<typeof body>` and cannot disagree with what was validated.
 */
export type RouteRequest<B extends TSchema | undefined> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  B extends TSchema ? { body: B } : FastifySchema,
  TypeBoxTypeProvider
>;

/** What a handler answers: the envelope around the result schema's type, or a reply it sent itself. */
export type RouteAnswer<R extends TSchema> = Envelope<Static<R>> | FastifyReply;

/** A route as modules declare it: access rule, schemas and handler in one object. */
export interface RouteDefinition<B extends TSchema | undefined, R extends TSchema, Code extends string = string> {
  method: 'GET' | 'POST';
  url: string;
  /** Who may call it; required, so a module cannot forget it. An operation route names one of `Code`. */
  access: RouteAccess<Code>;
  summary: string;
  tags: string[];
  /** Schema of the JSON body; the handler's `request.body` is typed from it. */
  body?: B;
  /** A multipart/form-data body the handler reads itself; described in the OpenAPI document only. */
  multipart?: MultipartBody;
  /**
   * The handler reads whatever body comes, as a browser sends it (CSP reports): no field is refused. Without it,
   * a route that declares no body schema refuses any field (closed-bodies.ts).
   */
  takesAnyBody?: true;
  /** Largest body in bytes, when smaller than the server's. */
  bodyLimit?: number;
  /** Schema of the envelope's `result` on success. */
  result: R;
  /**
   * For an update route: the stored record (in the body's field names, extra fields ignored), or undefined
   * when there is none (the handler then answers 404). Fields the body leaves out are filled from it before
   * the handler runs, so an update never clears what it did not mention (http/partial-update.ts).
   */
  stored?: (request: FastifyRequest) => Promise<object | undefined>;
  /** Answers the request; its envelope's result is checked against `result` at compile time. */
  handler: (request: RouteRequest<B>, reply: FastifyReply) => Promise<RouteAnswer<R>>;
}

// The route's schemas, derived from the module's own (derived-once.ts).
const closedBodies = new WeakMap<object, JsonSchema>();
const successEnvelopes = new WeakMap<object, TSchema>();

/** Largest body of a route anyone may call without signing in (sign-in needs under 1 KiB), unless it says otherwise. */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

/**
 * Registers a route with its access rule in `config`, the success envelope as the 200 response
 * schema, and OpenAPI metadata (bearer security for non-public routes). Every object of the body refuses a field it
 * does not name, and a route without a body schema refuses any field (closed-bodies.ts). An integer in the body without a
 * `maximum` gets the database's integer range as its bound (schema-bounds.ts), so no number reaches a query
 * unbounded. A public route takes bodies up to {@link PUBLIC_BODY_LIMIT} unless it sets its own `bodyLimit`.
 */
export function defineRoute<B extends TSchema | undefined = undefined, R extends TSchema = TSchema, Code extends string = string>(
  app: FastifyInstance,
  def: RouteDefinition<B, R, Code>,
): void {
  const isPublic = 'public' in def.access;
  const schema: FastifySchema & Record<string, unknown> = {
    summary: def.summary,
    tags: def.tags,
    response: { 200: derivedOnce(successEnvelopes, def.result, () => envelopeSchema(def.result)), default: errorEnvelopeSchema },
    ...(def.body ? { body: derivedOnce(closedBodies, def.body, () => withIntegerBounds(closeObjects(def.body!) as JsonSchema)) } : {}),
    ...(isPublic ? {} : { security: [{ bearerAuth: [] }] }),
  };
  if ('operation' in def.access) schema.description = `Requires operation \`${def.access.operation}\`.`;
  if ('serviceToken' in def.access)
    schema.description = `Requires the \`${def.access.serviceToken}\` service token (${def.access.serviceToken.toUpperCase()}_TOKEN); 404 while it is unset.`;
  const config = {
    ...def.access,
    ...(def.multipart ? { swaggerTransform: multipartDocs(def.multipart) } : {}),
    partialUpdate: def.stored !== undefined,
  };
  const stored = def.stored;
  if (stored) {
    const required = ((def.body as JsonSchema | undefined as { required?: string[] } | undefined)?.required ?? []).filter(
      (k) => !UPDATE_KEYS.includes(k),
    );
    if (required.length > 0) throw new Error(`${def.url}: an update requires only the record's key, not ${required.join(', ')}`);
  }
  const fields = Object.keys((def.body as JsonSchema | undefined as { properties?: object } | undefined)?.properties ?? {}).filter(
    (k) => !UPDATE_KEYS.includes(k),
  );
  app.route({
    method: def.method,
    url: def.url,
    config,
    schema,
    handler: def.handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    ...(def.bodyLimit || isPublic ? { bodyLimit: def.bodyLimit ?? PUBLIC_BODY_LIMIT } : {}),
    ...(def.body || def.multipart || def.takesAnyBody ? {} : { preValidation: refuseAnyField }),
    ...(stored
      ? {
          preHandler: async (request: FastifyRequest) => {
            const record = (await stored(request)) as Record<string, unknown> | undefined;
            if (!record) return;
            // The version the editor loaded (`updatedAt`) is checked by the handler, inside the transaction that
            // writes (holdVersion in partial-update.ts): a check here could pass while another edit commits.
            const current = Object.fromEntries(fields.filter((k) => record[k] !== undefined).map((k) => [k, record[k]]));
            request.body = keepOmitted(current, request.body as Record<string, unknown>);
          },
        }
      : {}),
  });
}

/** {@link defineRoute} for the routes of one module: an operation route must name one of the module's `Code`s. */
export type RouteDefiner<Code extends string> = <B extends TSchema | undefined = undefined, R extends TSchema = TSchema>(
  app: FastifyInstance,
  def: RouteDefinition<B, R, Code>,
) => void;

/**
 * The {@link defineRoute} a module's routes use, typed by the operation codes the module declares, so a route that
 * names a code its module does not declare (a typo, another module's code) fails to compile. The kernel itself
 * takes any string; the codes are only read for their type.
 *
 * @example
 * // modules/agreement/operations.ts
 * export const AGREEMENT_OPERATIONS = operationCodes('agreement', ['list', 'add']);
 * export const defineRoute = routeDefinerFor(AGREEMENT_OPERATIONS);
 * // modules/agreement/routes.ts: `access: { operation: 'agreement:lst' }` fails to compile
 */
export function routeDefinerFor<const Code extends string>(codes: readonly Code[]): RouteDefiner<Code> {
  void codes;
  return defineRoute;
}
