// The one response shape of the API: { code, message, result }. `code` 200 is success; the
// HTTP status mirrors the code's class (see errors.ts).
import type { FastifyReply } from 'fastify';
import { Type, type TSchema } from './schema-types.js';

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
 * return sendSerialized(reply, await keptProjectListBody(db, filter, page, null, listVersionsOf(auth), (body) => reply.serialize(body)));
 */
export function sendSerialized(reply: FastifyReply, body: SerializedBody): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Schema of a successful envelope around `result`, for route `response[200]`. */
export function envelopeSchema<R extends TSchema>(result: R) {
  return Type.Object({ code: Type.Integer({ const: 200 }), message: Type.String(), result });
}

/** Schema of an error envelope (any non-200 code), for documentation. */
export const errorEnvelopeSchema = Type.Object({ code: Type.Integer(), message: Type.String(), result: Type.Unknown() });
