import type { DictFilter } from '@backoffice/api/contract';
import type { FilterField, useT } from '@backoffice/console-ui';

export type { DictFilter };

/** The filters a dictionary or item list searches by. */
type KeywordStatus = Pick<DictFilter, 'keyword' | 'status'>;

/**
 * The search bar of a dictionary or item list: a keyword and an enabled/disabled status, in the strings of the page
 * `page` (`<page>.search.keyword`, `<page>.search.status`, `<page>.status.*`).
 */
export function keywordStatusFields(t: ReturnType<typeof useT>, page: 'dict' | 'dictItem'): FilterField<KeywordStatus>[] {
  return [
    { field: 'keyword', kind: 'text', label: t(`${page}.search.keyword`), width: 220 },
    {
      field: 'status',
      kind: 'select',
      label: t(`${page}.search.status`),
      width: 160,
      options: [
        { label: t(`${page}.status.enabled`), value: 'enabled' },
        { label: t(`${page}.status.disabled`), value: 'disabled' },
      ],
    },
  ];
}
