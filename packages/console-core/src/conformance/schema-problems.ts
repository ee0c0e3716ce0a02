import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

/** One schema error as TypeBox reports it (the fields read here). */
interface SchemaError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
}

/** Names a place in the value for a problem sentence, from its path (keys and array indexes). */
export type PlaceNamer = (path: readonly (string | number)[], value: unknown) => string;

const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`);

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  null: 'null',
};

function segmentsOf(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    value,
  );
}

/** What a failed keyword expected, in words ("a string", "0 or 1", "a string or a number"). */
function expectedOf(errors: readonly SchemaError[]): string {
  const words = errors.flatMap((error) => {
    if (error.keyword === 'type') return [TYPE_WORDS[String(error.params.type)] ?? String(error.params.type)];
    if (error.keyword === 'const') return [JSON.stringify(error.params.allowedValue)];
    if (error.keyword === 'enum') return ((error.params.allowedValues as unknown[]) ?? []).map((v) => JSON.stringify(v));
    if (error.keyword === 'minLength') return ['a non-empty string'];
    if (error.keyword === 'minimum') return [`a number from ${String(error.params.limit)}`];
    return [];
  });
  const unique = [...new Set(words)];
  return unique.length <= 1 ? (unique[0] ?? 'what the contract says') : `${unique.slice(0, -1).join(', ')} or ${unique.at(-1)}`;
}

/**
 * Where `value` departs from `schema`, one readable sentence per place: "menuTree[0] has no path (a string)",
 * "operateList[1] is a number, not a string". The sentences come from the schema itself, so a check made with a
 * contract schema (`@backoffice/console-core/contract`) says what the contract says.
 * @example
 * schemaProblems(MenuAndOperateSchema, { menuTree: [], operateList: [7] }); // ['operateList[0] is a number, not a string']
 */
export function schemaProblems(schema: TSchema, value: unknown, name: PlaceNamer = defaultPlaceName): string[] {
  const errors = [...Value.Errors(schema, value)] as SchemaError[];
  const byPlace = new Map<string, SchemaError[]>();
  for (const error of errors) byPlace.set(error.instancePath, [...(byPlace.get(error.instancePath) ?? []), error]);
  const problems: string[] = [];
  for (const [pointer, found] of byPlace) {
    const path = segmentsOf(pointer);
    for (const missing of found.filter((e) => e.keyword === 'required')) {
      const fields = (missing.params.requiredProperties as string[] | undefined) ?? [];
      for (const field of fields) problems.push(`${name(path, value)} has no ${field}${describeField(schema, missing.schemaPath, field)}`);
    }
    // A union reports each branch and then itself: the branches say together what was expected.
    const rest = found.filter((e) => e.keyword !== 'required' && e.keyword !== 'anyOf');
    if (rest.length === 0) continue;
    const at = valueAt(value, path);
    const last = path.at(-1);
    if (at === undefined && typeof last === 'string') {
      // A key present with the value undefined (JSON drops it): the field is missing.
      problems.push(`${name(path.slice(0, -1), value)} has no ${last} (${expectedOf(rest)})`);
      continue;
    }
    const shown = typeof at === 'string' || typeof at === 'number' || typeof at === 'boolean' ? JSON.stringify(at) : kindOf(at);
    const expected = expectedOf(rest);
    problems.push(`${name(path, value)} is ${shown}, not ${expected}`);
  }
  return problems;
}

/** The sub-schema at `path`, following each `$ref` into the `$defs` met on the way (a cyclic schema's nodes). */
function schemaAt(root: TSchema, path: readonly (string | number)[]): unknown {
  const defs: Record<string, unknown> = {};
  const follow = (node: unknown): unknown => {
    Object.assign(defs, (node as { $defs?: Record<string, unknown> } | undefined)?.$defs ?? {});
    const ref = (node as { $ref?: unknown } | undefined)?.$ref;
    return typeof ref === 'string' && defs[ref] ? follow(defs[ref]) : node;
  };
  return path.reduce<unknown>((node, key) => follow(valueAt(node, [key])), follow(root));
}

/** " (a string)" for a missing field whose schema has one type, else "". */
function describeField(schema: TSchema, schemaPath: string, field: string): string {
  const node = schemaAt(schema, [...segmentsOf(schemaPath.replace(/^#/, '')), 'properties', field]) as { type?: unknown } | undefined;
  return typeof node?.type === 'string' && TYPE_WORDS[node.type] ? ` (${TYPE_WORDS[node.type]})` : '';
}

/** `menuTree[0].children[2]`: keys joined by dots, indexes in brackets; the whole value is "the value". */
export function defaultPlaceName(path: readonly (string | number)[]): string {
  if (path.length === 0) return 'the value';
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');
}
