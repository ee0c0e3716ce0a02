// What the fuzz test puts in a body: a plausible value for each field of an OpenAPI schema (so a
// request gets past the shape checks and reaches the module), and the hostile values it swaps in.

/** An OpenAPI (3.0) schema as the document gives it. */
export type OpenApiSchema = Record<string, unknown>;

/** Ids in plausible bodies name no record, so the walk cannot end its own session or delete its account. */
export const ABSENT_ID = 2_000_000_000;

const SHAPED: Array<[RegExp, string]> = [
  [/\\d\{4\}-\\d\{2\}-\\d\{2\}/, '2024-05-06'],
  [/\[0-9\]\{6,20\}/, '+8613800000000'],
  [/\[01\]\[0-9\]/, '10:30'],
];

function plausibleString(schema: OpenApiSchema, name: string): string {
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : '';
  const shaped = SHAPED.find(([test]) => test.test(pattern));
  if (shaped) return shaped[1];
  if (/password/i.test(name)) return 'fuzz-Passphrase-2024';
  if (/code$/i.test(name)) return 'fuzz_code';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 40;
  return 'fuzz value '.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, 10)));
}

function plausibleNumber(schema: OpenApiSchema, name: string): number {
  const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
  const max = typeof schema.maximum === 'number' ? schema.maximum : ABSENT_ID;
  if (/ids?$/i.test(name) && max >= ABSENT_ID) return ABSENT_ID;
  if (name === 'pageSize') return Math.min(max, 20);
  return Math.max(min, Math.min(max, 1));
}

/**
 * A value that fits `schema` closely enough to pass validation in most routes: every property filled,
 * enums and consts taken, known patterns (dates, phones, clock times) met, ids pointing at no record.
 *
 * @example
 * plausibleValue({ type: 'object', properties: { current: { type: 'integer', minimum: 1 } } }); // { current: 1 }
 */
export function plausibleValue(schema: OpenApiSchema | undefined, name = ''): unknown {
  if (!schema) return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) return plausibleValue(options[0] as OpenApiSchema, name);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, OpenApiSchema>;
      return Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, plausibleValue(sub, key)]));
    }
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: Math.max(min, 1) }, () => plausibleValue(schema.items as OpenApiSchema | undefined, name));
    }
    case 'integer':
    case 'number':
      return plausibleNumber(schema, name);
    case 'boolean':
      return true;
    case 'string':
      return plausibleString(schema, name);
    default:
      return null;
  }
}

/** Values that are wrong for almost any field: other types, extreme numbers, odd and oversized text, prototype keys. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  {},
  [],
  [1, 2],
  [[[]]],
  { nested: { deeper: [null] } },
  0,
  -1,
  1.5,
  -0.5,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e308,
  -1e308,
  5e-324,
  '',
  ' ',
  '0',
  '-1',
  '1e308',
  '9223372036854775808',
  'NaN',
  'true',
  'null',
  '2024-13-45',
  '99:99',
  'x'.repeat(5_000),
  'y'.repeat(200_000),
  '\u0000',
  'a\u0000b',
  '\u0007bell',
  '\ud800',
  'x\udfff',
  '\uffff',
  '\ufffe',
  '\u202eevil.exe',
  'emoji \u{1F600}',
  "' OR '1'='1",
  '%_\\',
  '<script>alert(1)</script>',
  '=cmd|"/c calc"!A1',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  { __proto__: null, constructor: { prototype: { polluted: true } } },
];

/** Whole bodies (as sent on the wire) that are not the object a route expects. */
export const HOSTILE_BODIES: ReadonlyArray<{ label: string; contentType?: string; payload: string | Buffer }> = [
  { label: 'not JSON', contentType: 'application/json', payload: 'not json' },
  { label: 'truncated JSON', contentType: 'application/json', payload: '{"id": 1' },
  { label: 'array body', contentType: 'application/json', payload: '[1,2,3]' },
  { label: 'string body', contentType: 'application/json', payload: '"text"' },
  { label: 'number body', contentType: 'application/json', payload: '1e308' },
  { label: 'null body', contentType: 'application/json', payload: 'null' },
  { label: '__proto__ key', contentType: 'application/json', payload: '{"__proto__":{"admin":true},"id":1}' },
  { label: 'constructor.prototype key', contentType: 'application/json', payload: '{"constructor":{"prototype":{"admin":true}}}' },
  { label: 'deep nesting', contentType: 'application/json', payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { label: 'duplicate keys', contentType: 'application/json', payload: '{"current":1,"current":"x"}' },
  { label: 'NUL key', contentType: 'application/json', payload: '{"a\\u0000b":1}' },
  { label: 'UTF-16 charset', contentType: 'application/json; charset=utf-16', payload: '{}' },
  { label: 'text/plain', contentType: 'text/plain', payload: '{"id":1}' },
  { label: 'form-encoded', contentType: 'application/x-www-form-urlencoded', payload: 'id=1&current=2' },
  { label: 'multipart without boundary', contentType: 'multipart/form-data', payload: 'garbage' },
  { label: 'XML', contentType: 'application/xml', payload: '<id>1</id>' },
  { label: 'no content type', payload: '{"id":1}' },
  { label: 'empty JSON', contentType: 'application/json', payload: '' },
  {
    label: 'invalid UTF-8',
    contentType: 'application/json',
    payload: Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
  },
];

/** Replacements for a path parameter such as a file id. */
export const HOSTILE_PATH_VALUES: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '9223372036854775808',
  '1e308',
  'abc',
  '%00',
  '%ff',
  '%E2%80%AE',
  'x'.repeat(300),
  '..%2F..%2Fetc',
];

/** Query strings appended to GET routes. */
export const HOSTILE_QUERIES: readonly string[] = [
  'redirect=%00',
  'redirect=https://evil.example',
  'state=%00&error=%00',
  'state=x&error=' + 'e'.repeat(5000),
  'a[b]=1&a[c]=2',
  '__proto__[x]=1',
];
