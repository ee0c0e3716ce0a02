import type {
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { RouteAccess } from './access.js';
import { errorEnvelopeSchema, envelopeSchema } from './envelope.js';
import type { TSchema } from './schema-types.js';

/** A route as modules declare it: access rule, schemas and handler in one object. */
export interface RouteDefinition<RG extends RouteGenericInterface> {
  method: 'GET' | 'POST';
  url: string;
  /** Who may call it; required, so a module cannot forget it. */
  access: RouteAccess;
  summary: string;
  tags: string[];
  body?: TSchema;
  /** Schema of the envelope's `result` on success. */
  result: TSchema;
  handler: RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RG>;
}

/**
 * Registers a route with its access rule in `config`, the success envelope as the 200 response
 * schema, and OpenAPI metadata (bearer security for non-public routes).
 */
export function defineRoute<RG extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  def: RouteDefinition<RG>,
): void {
  const isPublic = 'public' in def.access;
  const schema: FastifySchema & Record<string, unknown> = {
    summary: def.summary,
    tags: def.tags,
    response: { 200: envelopeSchema(def.result), default: errorEnvelopeSchema },
    ...(def.body ? { body: def.body } : {}),
    ...(isPublic ? {} : { security: [{ bearerAuth: [] }] }),
  };
  if ('operation' in def.access) schema.description = `Requires operation \`${def.access.operation}\`.`;
  app.route<RG>({ method: def.method, url: def.url, config: { ...def.access }, schema, handler: def.handler });
}
