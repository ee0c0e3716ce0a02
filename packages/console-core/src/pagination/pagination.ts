/**
 * List pagination state (docs/behaviour.md#37-pagination).
 * @example
 * const p: Pagination = { current: 1, pageSize: 20, total: 0 };
 */
export interface Pagination {
  current: number;
  pageSize: number;
  total: number;
}

/**
 * Default page size (docs/behaviour.md#9-constants-and-limits).
 * @example
 * createPagination().pageSize === DEFAULT_PAGE_SIZE; // true
 */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * Label of the pagination's jump-to input (docs/behaviour.md#9-constants-and-limits); its i18n key is 'pagination.goto'.
 * @example
 * <Pagination showJumper sizeCanChange {...p} /> // with locale text GOTO_LABEL
 */
export const GOTO_LABEL = 'Go To';

/**
 * A pagination, defaults page 1, size 20, total 0, overridden by `p`.
 * @example
 * createPagination({ current: 3 }); // { current: 3, pageSize: 20, total: 0 }
 */
export function createPagination(p: Partial<Pagination> = {}): Pagination {
  return { current: 1, pageSize: DEFAULT_PAGE_SIZE, total: 0, ...p };
}

/**
 * The reset state: page 1, size 20, total 0 (docs/behaviour.md#42-theme-language-and-pagination).
 * @example
 * setPagination(resetPagination());
 */
export function resetPagination(): Pagination {
  return createPagination();
}
