// The README's per-resource section, written from the OpenAPI document: each resource (the routes' tag) with an
// example call on the typed client and a table of its routes: body fields, answer fields and who may call it.

/** A JSON schema as the OpenAPI document gives it. */
type Schema = {
  type?: string;
  enum?: unknown[];
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
};
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
/** The parts of an OpenAPI document this section reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}
interface Route {
  method: string;
  path: string;
  op: Operation;
}

const PAGING = new Set(['current', 'pageSize']);
const jsonBody = (op: Operation): Schema | undefined => op.requestBody?.content?.['application/json']?.schema;
const resultOf = (op: Operation): Schema | undefined => op.responses?.['200']?.content?.['application/json']?.schema?.properties?.result;
const isList = (route: Route) => route.method === 'post' && resultOf(route.op)?.properties?.list !== undefined;
const isFile = (route: Route) => resultOf(route.op)?.type === 'string';
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A value a field could take, written as TypeScript. */
function sample(schema: Schema | undefined, name: string): string {
  if (!schema) return 'undefined';
  const branch = schema.anyOf?.find((s) => s.type !== 'null');
  if (branch) return sample(branch, name);
  if (schema.enum?.length) return JSON.stringify(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return '1';
  if (schema.type === 'boolean') return 'true';
  if (schema.type === 'array') return '[]';
  if (schema.type === 'object') return '{}';
  if (schema.format === 'date') return "'2026-01-31'";
  if (schema.format === 'date-time') return "'2026-01-31T09:00:00.000Z'";
  return `'${name}'`;
}

function fieldList(schema: Schema | undefined): string {
  const properties = Object.keys(schema?.properties ?? {});
  if (properties.length === 0) return '—';
  const required = new Set(schema?.required ?? []);
  return properties.map((key) => `\`${key}${required.has(key) ? '' : '?'}\``).join(', ');
}

function answer(route: Route): string {
  const result = resultOf(route.op);
  if (!result) return 'not JSON (a redirect or a document)';
  if (result.type === 'string') return 'a file (`download`)';
  const rows = result.properties?.list?.items;
  if (rows) return `\`list\` of ${fieldList(rows)}; \`total\``;
  if (result.type === 'array') return `array of ${fieldList(result.items)}`;
  if (result.anyOf) return result.anyOf.map((branch) => fieldList(branch)).join(' or ');
  return fieldList(result);
}

function access(op: Operation): string {
  const operation = /Requires operation `([^`]+)`/.exec(op.description ?? '')?.[1];
  if (operation) return `\`${operation}\``;
  if (/service token/.test(op.description ?? '')) return 'service token';
  return op.security ? 'signed in' : 'public';
}

/** The example call of a resource: its list, else its first JSON route. */
function example(routes: Route[]): string {
  const route =
    routes.find((r) => isList(r) && r.path.endsWith('/list')) ??
    routes.find(isList) ??
    routes.find((r) => r.method === 'post' && !isFile(r) && !r.path.includes('{'));
  if (!route) return getExample(routes);
  const body = jsonBody(route.op);
  const properties = Object.keys(body?.properties ?? {});
  const keys = isList(route)
    ? [...properties.filter((k) => PAGING.has(k)), ...properties.filter((k) => !PAGING.has(k) && !k.startsWith('sort')).slice(0, 1)]
    : (body?.required ?? []);
  const fields = keys.map((k) => (k === 'pageSize' ? 'pageSize: 20' : `${k}: ${sample(body?.properties?.[k], k)}`));
  const args = fields.length > 0 ? `, { ${fields.join(', ')} }` : '';
  const name = isList(route) ? 'page' : 'result';
  return ['```ts', `const ${name} = await api.post('${route.path}'${args});`, '```', ''].join('\n');
}

/** The example call of a resource without a POST route (the health probes): its first JSON GET, on `api.get`. */
function getExample(routes: Route[]): string {
  const route = routes.find((r) => r.method === 'get' && resultOf(r.op)?.type === 'object');
  return route ? ['```ts', `const result = await api.get('${route.path}');`, '```', ''].join('\n') : '';
}

/**
 * The markdown of every resource of `document`, in the order the server registers them.
 * @example
 * resourcesSection(await openApiDocument()); // '### project\n\n```ts\nconst page = await api.post(...'
 */
export function resourcesSection(document: OpenApiDocument): string {
  const byTag = new Map<string, Route[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, op }]);
    }
  }
  const count = [...byTag.values()].reduce((n, routes) => n + routes.length, 0);
  const parts = [`${count} routes in ${byTag.size} resources.`, ''];
  for (const [tag, routes] of byTag) {
    parts.push(`### ${tag}`, '', example(routes));
    parts.push('| Route | What it does | Body | Answer | Access |', '|---|---|---|---|---|');
    for (const route of routes) {
      const body = route.op.requestBody?.content?.['multipart/form-data'] ? '`FormData`' : fieldList(jsonBody(route.op));
      const name = `${route.method === 'get' ? 'GET ' : ''}\`${route.path}\``;
      parts.push(`| ${name} | ${cell(route.op.summary ?? '')} | ${body} | ${answer(route)} | ${access(route.op)} |`);
    }
    parts.push('');
  }
  return parts.join('\n');
}
