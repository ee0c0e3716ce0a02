import type { PictureItListRequest } from '@backoffice/api/contract';
import type { FilterField, useT } from '@backoffice/console-ui';

/** Filters of the Picture It list. */
export type SetFilter = Pick<PictureItListRequest, 'keyword' | 'status'>;

/** The Picture It list's search bar: set name and status. */
export function pictureItFilterFields(t: ReturnType<typeof useT>): FilterField<SetFilter>[] {
  return [
    { field: 'keyword', kind: 'text', label: t('pictureIt.search.keyword'), width: 220 },
    {
      field: 'status',
      kind: 'select',
      label: t('pictureIt.search.status'),
      width: 140,
      options: [
        { label: t('pictureIt.status.enabled'), value: 'enabled' },
        { label: t('pictureIt.status.disabled'), value: 'disabled' },
      ],
    },
  ];
}
