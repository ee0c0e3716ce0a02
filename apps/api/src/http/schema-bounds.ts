// Every value a caller sends is bounded by its route's schema: a page number of 2^63 or 1e308 is a
// 400 naming the field, never a query the database cannot run. Integers get the databases' integer
// range when a schema gives no maximum (ids, pages and counts all live in INTEGER columns);
// `unboundedFields` finds anything left unbounded, for the test that walks every route.
import type { JsonSchema } from './schema-types.js';

/** Largest value of a PostgreSQL `integer` (and of our ids): the default maximum of body integers. */
export const MAX_INTEGER = 2_147_483_647;

const typesOf = (schema: JsonSchema): unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);
const isNumeric = (schema: JsonSchema) => typesOf(schema).some((type) => type === 'integer' || type === 'number');
const isFixed = (schema: JsonSchema) => Array.isArray(schema.enum) || 'const' in schema;

/** Applies `visit` to a schema and each schema nested in it (properties, items, combinators), depth first. */
function mapSchema(schema: unknown, visit: (schema: JsonSchema) => JsonSchema): unknown {
  if (Array.isArray(schema)) return schema.map((item) => mapSchema(item, visit));
  if (!schema || typeof schema !== 'object') return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, mapSchema(sub, visit)]));
    } else if (['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'not'].includes(key)) {
      copy[key] = mapSchema(value, visit);
    } else {
      copy[key] = value;
    }
  }
  return visit(copy);
}

/**
 * A copy of `schema` in which every integer or number without an upper bound gets `maximum: MAX_INTEGER`.
 *
 * @example
 * withIntegerBounds({ type: 'object', properties: { current: { type: 'integer', minimum: 1 } } });
 * // { type: 'object', properties: { current: { type: 'integer', minimum: 1, maximum: 2147483647 } } }
 */
export function withIntegerBounds(schema: JsonSchema): JsonSchema {
  return mapSchema(schema, (node) => {
    if (!isNumeric(node) || isFixed(node) || 'maximum' in node || 'exclusiveMaximum' in node) return node;
    return { ...node, maximum: MAX_INTEGER };
  }) as JsonSchema;
}

/**
 * The places in `schema` a caller could fill without limit, each as `path: what is missing`: numbers
 * without a minimum or maximum, strings without maxLength, arrays without maxItems, open-ended objects
 * (additionalProperties with a schema) without maxProperties. Fixed values (enum, const) are bounded.
 *
 * @example
 * unboundedFields({ type: 'object', properties: { name: { type: 'string' } } }); // ['name: string without maxLength']
 */
export function unboundedFields(schema: unknown, path = ''): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as JsonSchema;
  const here = path || '(body)';
  const found: string[] = [];
  const types = typesOf(node);
  if (!isFixed(node)) {
    if (isNumeric(node) && !('minimum' in node || 'exclusiveMinimum' in node)) found.push(`${here}: number without minimum`);
    if (isNumeric(node) && !('maximum' in node || 'exclusiveMaximum' in node)) found.push(`${here}: number without maximum`);
    if (types.includes('string') && !('maxLength' in node)) found.push(`${here}: string without maxLength`);
    if (types.includes('array') && !('maxItems' in node)) found.push(`${here}: array without maxItems`);
  }
  const open = node.additionalProperties;
  if (open && typeof open === 'object') {
    if (!('maxProperties' in node)) found.push(`${here}: object with open keys without maxProperties`);
    found.push(...unboundedFields(open, `${path}{key}`));
  }
  const properties = (node.properties ?? {}) as Record<string, unknown>;
  for (const [name, sub] of Object.entries(properties)) found.push(...unboundedFields(sub, path ? `${path}.${name}` : name));
  if (node.items) found.push(...unboundedFields(node.items, `${path}[]`));
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const options = node[key];
    if (Array.isArray(options)) for (const option of options) found.push(...unboundedFields(option, path));
  }
  return found;
}
