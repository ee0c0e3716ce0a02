import type { FilterField, useT } from '@backoffice/console-ui';

/** The filters of a list searched by a keyword and an enabled/disabled status. */
export interface KeywordStatus {
  keyword?: string;
  status?: string;
}

/**
 * The search bar of a list searched by a keyword and an enabled/disabled status (dictionaries, items, roles,
 * Picture It sets), in the strings of the page `page`: `<page>.search.keyword`, `<page>.search.status`,
 * `<page>.status.enabled` and `<page>.status.disabled`.
 */
export function keywordStatusFields<F extends KeywordStatus>(t: ReturnType<typeof useT>, page: string): FilterField<F>[] {
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
