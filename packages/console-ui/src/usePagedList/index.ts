export { usePagedList } from './usePagedList';
export type { PagedList, PagedQuery, PagedResult } from './usePagedList';
export { useRowAction } from './useRowAction';
