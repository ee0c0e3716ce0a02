/**
 * A list's view (page, size, sort and filters) as plain data, so that it can live in the URL, in a tab's fullPath
 * and in a copied link. The codec is told each filter's kind because a URL holds only text: a number filter read
 * back must be a number again, and a value that is not one must fall back to the default instead of reaching the
 * server.
 */

/**
 * The sort direction, named as Arco's Table names it.
 * @example
 * const order: ListSortOrder = 'descend';
 */
export type ListSortOrder = 'ascend' | 'descend';

/**
 * A list query: page and size, an optional sort, and the filters `F`.
 * @example
 * const q: ListQuery<{ name?: string }> = { current: 3, pageSize: 20, sortField: 'name', sortOrder: 'ascend', name: 'ada' };
 */
export type ListQuery<F extends object = Record<string, unknown>> = Partial<F> & {
  current: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: ListSortOrder;
};

/**
 * How a filter is written in the URL: one text, number or boolean, or a list of texts or numbers (a repeated key).
 * @example
 * const kind: ListFilterKind = 'numbers'; // ?status=1&status=2
 */
export type ListFilterKind = 'string' | 'number' | 'boolean' | 'strings' | 'numbers';

/**
 * What the URL codec knows of a list: its filters' kinds (in the order they appear in the URL), the defaults a
 * URL without a key means, and which sorts and page sizes are allowed.
 * @example
 * const shape: ListQueryShape<{ name?: string; status?: number }> = {
 *   filters: { name: 'string', status: 'number' },
 *   defaults: { pageSize: 20 },
 *   sortFields: ['name', 'createdAt'],
 * };
 */
export interface ListQueryShape<F extends object = Record<string, unknown>> {
  filters: { [K in keyof F]-?: ListFilterKind };
  /** What an absent key means (page 1 and core's DEFAULT_PAGE_SIZE unless given). */
  defaults?: Partial<ListQuery<F>>;
  /** The fields a list may sort by; any other read from the URL is dropped. Default: any field name. */
  sortFields?: readonly string[];
  /** The page sizes a URL may ask for; default any whole number from 1 to `maxPageSize`. */
  pageSizes?: readonly number[];
  /** The largest page size a URL may ask for; default 100 (the server's usual maximum). */
  maxPageSize?: number;
}
