// A body field the route does not know is refused, never dropped: a caller who sends `{ name }` where the route
// filters by `keyword` learns so from a 400 naming `name`, instead of getting the unfiltered list. Fastify's
// validator strips unknown fields by default (ajv's removeAdditional), so app.ts turns that off, and every object
// of every route body is closed here (`additionalProperties: false` where the schema leaves it open by omission),
// which the OpenAPI document then states too.
import type { JsonSchema } from './schema-types.js';

/** The body schema of a route that declares none: an object naming no field, so any field is refused. */
export const NO_FIELDS: JsonSchema = { type: 'object', properties: {}, additionalProperties: false };

/** The message of a 400 for a field the request does not have, e.g. "name is not a field of this request". */
export const unknownFieldMessage = (field: string): string => `${field} is not a field of this request`;

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
