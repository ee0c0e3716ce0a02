import type { UserListRequest } from '@backoffice/api/contract';
import type { ListQuery } from '@backoffice/console-core';
import type { StaffFilters } from './staffFilters';
import type { StaffType } from './types';

/** The staff list's sortable columns (the URL's `sortField`). */
export const STAFF_SORT_FIELDS = ['createdAt', 'username', 'realName'] as const;

/**
 * The list's query (the URL's view: filters, Arco's `ascend`/`descend`) as the server's list, bulk `allMatching`
 * and export take it (without the page): with the page's account type, `asc`/`desc`, and no empty filter.
 */
export function serverQuery(query: Partial<ListQuery<StaffFilters>>, type: StaffType): Omit<UserListRequest, 'current' | 'pageSize'> {
  const { sortField, sortOrder, keyword, status, roleCode } = query;
  const sorted = STAFF_SORT_FIELDS.find((field) => field === sortField);
  return {
    type,
    ...(keyword ? { keyword } : {}),
    ...(status ? { status } : {}),
    ...(roleCode ? { roleCode } : {}),
    ...(sorted ? { sortField: sorted, sortOrder: sortOrder === 'ascend' ? 'asc' : 'desc' } : {}),
  };
}
