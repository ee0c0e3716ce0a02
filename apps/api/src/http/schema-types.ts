// Every wire shape is defined once, as a TypeBox schema: Fastify validates and serialises with it, the
// OpenAPI document shows it, and its TypeScript type is `Static<typeof schema>` (the console imports those
// through contract.ts). `JsonSchema` is the loose view the schema walkers (integer bounds, multipart docs)
// take, since they read any JSON schema. The helpers below keep the JSON a route publishes plain
// (`{ type: ['string', 'null'] }`, `{ type: 'string', enum }`) where TypeBox's own builders would nest it.
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';

export { Type, type Static, type TSchema } from 'typebox';

/** Any JSON schema object, as the schema walkers read it. */
export type JsonSchema = Record<string, unknown>;

/**
 * A string that is one of `values`, published as `{ type: 'string', enum }`.
 * @example
 * const status = StringEnum(['draft', 'active'] as const); // Static<typeof status>: 'draft' | 'active'
 */
export function StringEnum<const V extends readonly string[]>(values: V, options: JsonSchema = {}): TUnsafe<V[number]> {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options });
}

/**
 * An integer that is one of `values`, published as `{ type: 'integer', enum }`.
 * @example
 * const isShow = IntegerEnum([0, 1] as const); // Static<typeof isShow>: 0 | 1
 */
export function IntegerEnum<const V extends readonly number[]>(values: V, options: JsonSchema = {}): TUnsafe<V[number]> {
  return Type.Unsafe<V[number]>({ type: 'integer', enum: [...values], ...options });
}

/**
 * `schema` or null. A schema with one `type` (string, integer...) becomes `{ type: [type, 'null'], ...its bounds }`;
 * any other (an object, an array, a union, an enum or const, whose null would not pass) becomes
 * `{ anyOf: [schema, { type: 'null' }] }`.
 * @example
 * const description = Nullable(Type.String({ maxLength: 2000 })); // { type: ['string', 'null'], maxLength: 2000 }
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const json = schema as unknown as JsonSchema;
  if (typeof json.type === 'string' && json.type !== 'object' && json.type !== 'array' && !('enum' in json) && !('const' in json)) {
    return Type.Unsafe<Static<T> | null>({ ...json, type: [json.type, 'null'] });
  }
  return Type.Unsafe<Static<T> | null>({ anyOf: [schema, { type: 'null' }] });
}

/** What a string schema may say besides its type (bounds, pattern, description). */
type StringOptions = NonNullable<Parameters<typeof Type.String>[0]>;

/**
 * A calendar date `YYYY-MM-DD` (10 characters at most, as every string a route takes is bounded: input-bounds.test).
 * @example
 * const projectFields = { startDate: DateString(), endDate: DateString() };
 */
export function DateString(options: StringOptions = {}) {
  return Type.String({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$', ...options });
}

/**
 * An instant in ISO 8601 (`2026-03-02T09:00:00Z`, an offset, or anything `new Date()` reads), 40 characters at most;
 * the route parses it and answers 400 naming the field when it is no date.
 * @example
 * const sessionFields = { startAt: DateTimeString({ minLength: 1 }), endAt: DateTimeString({ minLength: 1 }) };
 */
export function DateTimeString(options: StringOptions = {}) {
  return Type.String({ maxLength: 40, ...options });
}

const pageFields = <Item extends TSchema>(item: Item) => ({
  list: Type.Array(item),
  total: Type.Integer(),
  current: Type.Integer(),
  pageSize: Type.Integer(),
});

/**
 * One page of a list answer around `item`: `{ list, total, current, pageSize }` (console-core's `PageSchema`, as
 * this server publishes it), for a list that counts every match.
 * @example
 * export const roleListResult = PageResult(roleItemSchema);
 */
export function PageResult<Item extends TSchema>(item: Item) {
  return Type.Object(pageFields(item));
}

/**
 * One page of a big list, whose total is counted only up to five pages past this one (lists/total/bounded-total.ts):
 * `totalCapped` is always sent, true when more than `total` match (the console shows "120+").
 * @example
 * export const auditListResult = CappedPageResult(auditItemSchema);
 */
export function CappedPageResult<Item extends TSchema>(item: Item) {
  return Type.Object({ ...pageFields(item), totalCapped: Type.Boolean() });
}
