import type { RoleOption } from '@backoffice/api/contract';
import type { Locale } from '@backoffice/console-core';
import type { FilterField, useT } from '@backoffice/console-ui';
import { roleName } from './rules';

/** The search filters of a staff list. */
export interface StaffFilters {
  keyword?: string;
  status?: 'enabled' | 'disabled';
  roleCode?: string;
}

/** Keyword, status and (once the roles are known) role filters of a staff list. */
export function staffFilterFields(t: ReturnType<typeof useT>, roles: RoleOption[] | null, locale: Locale): FilterField<StaffFilters>[] {
  return [
    { field: 'keyword', kind: 'text', label: t('staff.search.keyword'), width: 260 },
    {
      field: 'status',
      kind: 'select',
      label: t('staff.search.status'),
      width: 140,
      options: [
        { label: t('staff.status.enabled'), value: 'enabled' },
        { label: t('staff.status.disabled'), value: 'disabled' },
      ],
    },
    ...(roles
      ? [
          {
            field: 'roleCode',
            kind: 'select',
            label: t('staff.search.role'),
            width: 180,
            options: roles.map((r) => ({ value: r.code, label: roleName(r, locale) })),
          } as const,
        ]
      : []),
  ];
}
