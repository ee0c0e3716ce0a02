// Turns the OpenAPI document into the fuzz test's requests: for every operation a plausible request,
// then the same request with each field (nested ones too) swapped for hostile values, whole bodies
// that are not what the route expects, hostile path parameters and query strings, and for multipart
// routes broken and odd forms.
import type { FuzzCase } from './fuzz-case.js';
import { multipartCases } from './multipart-cases.js';
import type { Random } from './random.js';
import { HOSTILE_BODIES, HOSTILE_PATH_VALUES, HOSTILE_QUERIES, HOSTILE_VALUES, plausibleValue, type OpenApiSchema } from './values.js';

export type { FuzzCase };

/** An operation of the document. */
export interface Operation {
  method: string;
  /** OpenAPI path, e.g. `/api/admin/file/download/{id}`. */
  path: string;
  jsonBody?: OpenApiSchema;
  multipart: boolean;
  guarded: boolean;
}

/** Hostile values every field gets; the rest are sampled per field from HOSTILE_VALUES. */
const ALWAYS: readonly unknown[] = [2 ** 63, 1e308, -1, 1.5, '\u0000', '\ud800', 'y'.repeat(200_000), null, {}, []];
const SAMPLED_PER_FIELD = 8;

interface Document {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> }; security?: unknown[] }>>;
}

/** Every operation in an OpenAPI document. */
export function operationsOf(doc: Document): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        jsonBody: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
        guarded: (op.security ?? []).length > 0,
      };
    }),
  );
}

/** Paths to every field of a plausible value: `['name']`, `['segments', 0, 'clockTime']`. */
function fieldPaths(value: unknown, prefix: Array<string | number> = [], depth = 0): Array<Array<string | number>> {
  if (depth > 3 || !value || typeof value !== 'object') return [];
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child, [...prefix, key], depth + 1)]);
}

function withField(base: unknown, path: Array<string | number>, replacement: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = replacement;
  return copy;
}

const describeValue = (value: unknown) => {
  const text =
    typeof value === 'string'
      ? JSON.stringify(value.length > 20 ? `${value.slice(0, 12)}…(${value.length})` : value)
      : JSON.stringify(value);
  return text ?? String(value);
};

function jsonCase(label: string, method: string, url: string, body: unknown): FuzzCase {
  return { label, method, url, contentType: 'application/json', payload: JSON.stringify(body) };
}

/** Every request for one operation; `random` picks which extra hostile values each field gets. */
export function casesFor(op: Operation, random: Random): FuzzCase[] {
  const url = op.path.replace(/\{[^}]+\}/g, String(2_000_000_000));
  const cases: FuzzCase[] = [];
  if (op.method === 'GET') {
    cases.push({ label: 'plain', method: 'GET', url });
    for (const query of HOSTILE_QUERIES) cases.push({ label: `query ${query.slice(0, 30)}`, method: 'GET', url: `${url}?${query}` });
  } else if (op.multipart) {
    cases.push(...multipartCases(url));
  } else {
    const base = plausibleValue(op.jsonBody) ?? {};
    cases.push(jsonCase('plausible body', op.method, url, base));
    for (const path of fieldPaths(base)) {
      const values = [...ALWAYS, ...random.sample(HOSTILE_VALUES, SAMPLED_PER_FIELD)];
      for (const value of values)
        cases.push(jsonCase(`${path.join('.')} = ${describeValue(value)}`, op.method, url, withField(base, path, value)));
    }
    for (const body of HOSTILE_BODIES)
      cases.push({ label: body.label, method: op.method, url, contentType: body.contentType, payload: body.payload });
  }
  if (op.path.includes('{')) {
    for (const value of HOSTILE_PATH_VALUES) {
      cases.push({
        label: `path ${value.slice(0, 20)}`,
        method: op.method,
        url: op.path.replace(/\{[^}]+\}/g, value),
        ...(op.method === 'GET' ? {} : { contentType: 'application/json', payload: '{}' }),
      });
    }
  }
  return cases;
}
