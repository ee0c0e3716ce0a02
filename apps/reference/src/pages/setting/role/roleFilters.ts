import type { RoleListRequest } from '@backoffice/api/contract';
import type { FilterField, useT } from '@backoffice/console-ui';

/** Filters of the role list. */
export type RoleFilter = Pick<RoleListRequest, 'keyword' | 'status'>;

/** The role list's search bar: keyword (code or name) and status. */
export function roleFilterFields(t: ReturnType<typeof useT>): FilterField<RoleFilter>[] {
  return [
    { field: 'keyword', kind: 'text', label: t('role.search.keyword'), width: 220 },
    {
      field: 'status',
      kind: 'select',
      label: t('role.search.status'),
      width: 160,
      options: [
        { label: t('role.status.enabled'), value: 'enabled' },
        { label: t('role.status.disabled'), value: 'disabled' },
      ],
    },
  ];
}
