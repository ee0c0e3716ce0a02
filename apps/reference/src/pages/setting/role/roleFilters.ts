import type { RoleListRequest } from '@backoffice/api/contract';

/** Filters of the role list (its search bar: list-shared/keywordStatusFields). */
export type RoleFilter = Pick<RoleListRequest, 'keyword' | 'status'>;
