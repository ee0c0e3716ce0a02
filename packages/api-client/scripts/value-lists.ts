// The choices a console shows that the server's schemas fix (the enum of a route's body field), written as data
// (src/generated/values.json, exported typed by src/values.ts): a console's select offers what the server accepts,
// read from the one list the server validates with.
import type { OpenApiDocument } from './resources-section.js';

/** Each list: its name in values.json, the route and the body field whose enum it holds. */
const VALUE_LISTS = { dictItemColors: ['/api/admin/dict/item/add', 'color'] } as const;

type Field = { enum?: unknown[]; anyOf?: Field[] };

/** The non-null values of `route`'s JSON body field `field`. */
function enumOf(document: OpenApiDocument, route: string, field: string): unknown[] {
  const body = document.paths[route]?.post?.requestBody?.content?.['application/json']?.schema as
    { properties?: Record<string, Field> } | undefined;
  const schema = body?.properties?.[field];
  const values = [schema, ...(schema?.anyOf ?? [])].flatMap((s) => s?.enum ?? []).filter((v) => v !== null);
  if (values.length === 0) throw new Error(`${route}: its body's ${field} has no enum to export`);
  return values;
}

/**
 * The value lists as JSON (`src/generated/values.json`), unformatted.
 * @example
 * const json = valueLists(await openApiDocument()); // '{"dictItemColors":["red","orangered",...]}'
 */
export function valueLists(document: OpenApiDocument): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(VALUE_LISTS).map(([name, [route, field]]) => [name, enumOf(document, route, field)])),
  );
}
