// A body field the route does not know is refused, never dropped: a caller who sends `{ name }` where the route
// filters by `keyword` learns so from a 400 naming `name`, instead of getting the unfiltered list. Fastify's
// validator strips unknown fields by default (ajv's removeAdditional), so app.ts turns that off, and every object
// of every route body is closed here (`additionalProperties: false` where the schema leaves it open by omission),
// which the OpenAPI document then states too.
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';
import type { JsonSchema } from './schema-types.js';

/** The message of a 400 for a field the request does not have, e.g. "name is not a field of this request". */
export const unknownFieldMessage = (field: string): string => `${field} is not a field of this request`;

/**
 * The check of a route that declares no body (its callers may send none, or an empty object): any field is
 * refused with the same 400 as a field a schema does not name. A pre-validation hook, because a body schema
 * would also refuse the absent body.
 *
 * @example
 * app.route({ method: 'POST', url: '/api/admin/land/logout', preValidation: refuseAnyField, handler });
 */
export async function refuseAnyField(request: FastifyRequest): Promise<void> {
  const body = request.body;
  const field = body && typeof body === 'object' ? Object.keys(body)[0] : undefined;
  if (field !== undefined) throw badRequest(unknownFieldMessage(field), field);
}

const isObjectNode = (node: JsonSchema) => node.type === 'object' || (node.properties !== undefined && node.type === undefined);

/**
 * A copy of `schema` in which every object that does not say what to do with other fields refuses them
 * (`additionalProperties: false`); an object that says (a map's value schema, or `false`) keeps its rule.
 *
 * @example
 * closeObjects({ type: 'object', properties: { keyword: { type: 'string' } } });
 * // { type: 'object', properties: { keyword: { type: 'string' } }, additionalProperties: false }
 */
export function closeObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, closeObjects(sub)]));
    } else if (['items', 'additionalProperties', 'anyOf', 'oneOf'].includes(key)) {
      copy[key] = closeObjects(value);
    } else {
      copy[key] = value;
    }
  }
  if (isObjectNode(copy) && !('additionalProperties' in copy) && !('patternProperties' in copy)) copy.additionalProperties = false;
  return copy;
}
