import type { ListFilterKind } from './types';

/** What one filter reads as: a value, `undefined` for an explicit empty (`?name=`), or `invalid` (use the default). */
export type ParamReading = { value: unknown } | 'invalid';

function toNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Reads the texts a URL holds under one key as a filter of `kind`; never throws.
 * @example
 * readParam(['2', '3'], 'numbers'); // { value: [2, 3] }
 * readParam(['x'], 'number'); // 'invalid'
 */
export function readParam(texts: readonly string[], kind: ListFilterKind): ParamReading {
  const filled = texts.filter((text) => text !== '');
  if (filled.length === 0) return { value: undefined };
  const first = filled[0]!;
  switch (kind) {
    case 'string':
      return { value: first };
    case 'strings':
      return { value: filled };
    case 'boolean':
      return first === 'true' ? { value: true } : first === 'false' ? { value: false } : 'invalid';
    case 'number': {
      const value = toNumber(first);
      return value === undefined ? 'invalid' : { value };
    }
    case 'numbers': {
      const values = filled.map(toNumber);
      return values.every((value) => value !== undefined) ? { value: values } : 'invalid';
    }
  }
}

/**
 * The texts a filter value is written as under its key (an array: one text per item).
 * @example
 * writeParam([1, 2]); // ['1', '2']
 * writeParam(undefined); // ['']
 */
export function writeParam(value: unknown): string[] {
  if (Array.isArray(value)) return value.length === 0 ? [''] : value.map((item) => String(item));
  if (value === undefined || value === null) return [''];
  return [String(value)];
}

/**
 * Whether two filter values are the same (arrays item by item; empty text, empty list and undefined alike).
 * @example
 * sameParam([1, 2], [1, 2]); // true
 * sameParam('', undefined); // true
 */
export function sameParam(a: unknown, b: unknown): boolean {
  const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
  if (blank(a) || blank(b)) return blank(a) && blank(b);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => String(item) === String(b[i]));
  return a === b;
}
