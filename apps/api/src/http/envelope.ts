// The one response shape of the API: { code, message, result }. `code` 200 is success; the
// HTTP status mirrors the code's class (see errors.ts).
import type { FastifyReply } from 'fastify';
import type { TSchema } from './schema-types.js';

/** Every response body. */
export interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

/** Wraps a successful result. */
export function ok<T>(result: T, message = 'ok'): Envelope<T> {
  return { code: 200, message, result };
}

/** What a route's `reply.serialize` makes of a body. */
export type SerializedBody = ReturnType<FastifyReply['serialize']>;

/**
 * Sends a body the route already serialised (e.g. a kept list answer made with `reply.serialize`) as JSON,
 * skipping the serialisation Fastify would otherwise do again.
 *
 * @example
 * return sendSerialized(reply, await keptProjectListBody(db, filter, page, null, auth.listVersions, (body) => reply.serialize(body)));
 */
export function sendSerialized(reply: FastifyReply, body: SerializedBody): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** JSON schema of a successful envelope around `result`, for route `response[200]`. */
export function envelopeSchema(result: TSchema): TSchema {
  return {
    type: 'object',
    required: ['code', 'message', 'result'],
    properties: { code: { type: 'integer', const: 200 }, message: { type: 'string' }, result },
  };
}

/** JSON schema of an error envelope (any non-200 code), for documentation. */
export const errorEnvelopeSchema: TSchema = {
  type: 'object',
  required: ['code', 'message', 'result'],
  properties: { code: { type: 'integer' }, message: { type: 'string' }, result: {} },
};
