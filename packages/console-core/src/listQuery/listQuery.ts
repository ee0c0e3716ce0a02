import { DEFAULT_PAGE_SIZE } from '../pagination/pagination';
import { readParam, sameParam, writeParam } from './readParam';
import type { ListFilterKind, ListQuery, ListQueryShape, ListSortOrder } from './types';

const PAGE_KEYS = ['sortField', 'sortOrder', 'current', 'pageSize'] as const;
const DEFAULT_MAX_PAGE_SIZE = 100;

function filterKeys<F extends object>(shape: ListQueryShape<F>): string[] {
  return Object.keys(shape.filters);
}

function filterKind<F extends object>(shape: ListQueryShape<F>, key: string): ListFilterKind {
  return (shape.filters as Record<string, ListFilterKind>)[key]!;
}

function toParams(search: string | URLSearchParams): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

function wholeNumber(text: string | null, min: number, max: number): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

function isSortOrder(text: string | null): text is ListSortOrder {
  return text === 'ascend' || text === 'descend';
}

/**
 * The query an absent URL means: page 1, core's page size, and the shape's defaults.
 * @example
 * defaultListQuery({ filters: { name: 'string' } }); // { current: 1, pageSize: 20 }
 */
export function defaultListQuery<F extends object>(shape: ListQueryShape<F>): ListQuery<F> {
  const query: Record<string, unknown> = { current: 1, pageSize: DEFAULT_PAGE_SIZE };
  for (const [key, value] of Object.entries(shape.defaults ?? {})) if (value !== undefined) query[key] = value;
  return query as ListQuery<F>;
}

/**
 * The URL keys a list's codec owns (its filters, sort, page and size): every other key of the URL is left alone.
 * @example
 * listQueryKeys({ filters: { name: 'string' } }); // ['name', 'sortField', 'sortOrder', 'current', 'pageSize']
 */
export function listQueryKeys<F extends object>(shape: ListQueryShape<F>): string[] {
  return [...filterKeys(shape), ...PAGE_KEYS];
}

/**
 * Reads a list query from URL search params. A missing key means its default; a bad value (a page that is not
 * a whole number, a size out of range, an unknown sort field, a number filter holding text) falls back to the
 * default; `?name=` clears a filter whose default is set. Never throws.
 * @example
 * decodeListQuery('?current=3&name=ada&status=x', { filters: { name: 'string', status: 'number' } });
 * // { current: 3, pageSize: 20, name: 'ada' }
 */
export function decodeListQuery<F extends object>(search: string | URLSearchParams, shape: ListQueryShape<F>): ListQuery<F> {
  const params = toParams(search);
  const defaults = defaultListQuery(shape);
  const query: Record<string, unknown> = { ...defaults };
  const maxSize = shape.maxPageSize ?? DEFAULT_MAX_PAGE_SIZE;
  query.current = wholeNumber(params.get('current'), 1, Number.MAX_SAFE_INTEGER) ?? defaults.current;
  const size = wholeNumber(params.get('pageSize'), 1, maxSize);
  if (size !== undefined && (!shape.pageSizes || shape.pageSizes.includes(size))) query.pageSize = size;
  const field = params.get('sortField');
  const order = params.get('sortOrder');
  if (field === '') {
    delete query.sortField;
    delete query.sortOrder;
  } else if (field !== null && isSortOrder(order) && (!shape.sortFields || shape.sortFields.includes(field))) {
    query.sortField = field;
    query.sortOrder = order;
  }
  for (const key of filterKeys(shape)) {
    if (!params.has(key)) continue;
    const reading = readParam(params.getAll(key), filterKind(shape, key));
    if (reading === 'invalid') continue;
    if (reading.value === undefined) delete query[key];
    else query[key] = reading.value;
  }
  return query as ListQuery<F>;
}

/**
 * Writes a list query into URL search params (no leading '?'): the keys the list does not own first, as `base`
 * had them, then the filters in the shape's order, the sort, the page and the size; a value equal to its default
 * is left out, and a cleared filter whose default is set is written empty (`name=`).
 * @example
 * encodeListQuery({ current: 3, pageSize: 20, name: 'ada' }, { filters: { name: 'string' } }, '?dictCode=x&current=2');
 * // 'dictCode=x&name=ada&current=3'
 */
export function encodeListQuery<F extends object>(
  query: ListQuery<F>,
  shape: ListQueryShape<F>,
  base: string | URLSearchParams = '',
): string {
  const owned = new Set(listQueryKeys(shape));
  const out = new URLSearchParams();
  for (const [key, value] of toParams(base)) if (!owned.has(key)) out.append(key, value);
  const defaults = defaultListQuery(shape) as Record<string, unknown>;
  const values = query as Record<string, unknown>;
  for (const key of filterKeys(shape)) {
    if (sameParam(values[key], defaults[key])) continue;
    for (const text of writeParam(values[key])) out.append(key, text);
  }
  const sorted = values.sortField !== undefined && values.sortField !== '' && isSortOrder(values.sortOrder as string | null);
  if (sorted && (values.sortField !== defaults.sortField || values.sortOrder !== defaults.sortOrder)) {
    out.append('sortField', String(values.sortField));
    out.append('sortOrder', String(values.sortOrder));
  } else if (!sorted && defaults.sortField !== undefined) {
    out.append('sortField', '');
  }
  if (query.current !== defaults.current) out.append('current', String(query.current));
  if (query.pageSize !== defaults.pageSize) out.append('pageSize', String(query.pageSize));
  return out.toString();
}

/**
 * Filter kinds guessed from example values (a list's initial query): numbers, booleans, arrays of numbers or of
 * texts; anything else (text, undefined) is text.
 * @example
 * filterKindsOf({ name: '', status: 1, tags: [] as string[] }); // { name: 'string', status: 'number', tags: 'strings' }
 */
export function filterKindsOf<F extends object>(values: F): { [K in keyof F]-?: ListFilterKind } {
  const kinds: Record<string, ListFilterKind> = {};
  for (const [key, value] of Object.entries(values)) {
    if (PAGE_KEYS.includes(key as (typeof PAGE_KEYS)[number])) continue;
    if (typeof value === 'number') kinds[key] = 'number';
    else if (typeof value === 'boolean') kinds[key] = 'boolean';
    else if (Array.isArray(value)) kinds[key] = value.length > 0 && value.every((v) => typeof v === 'number') ? 'numbers' : 'strings';
    else kinds[key] = 'string';
  }
  return kinds as { [K in keyof F]-?: ListFilterKind };
}
