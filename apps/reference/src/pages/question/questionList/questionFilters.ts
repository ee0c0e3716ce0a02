import type { QuestionListRequest } from '@backoffice/api/contract';
import type { FilterField, useT } from '@backoffice/console-ui';

/** Filters of the question list. */
export type QuestionFilter = Pick<QuestionListRequest, 'keyword' | 'type' | 'tag' | 'status'>;

/** The question list's search bar: keyword (text), type, tag (among the tags in use) and status. */
export function questionFilterFields(t: ReturnType<typeof useT>, tags: readonly string[]): FilterField<QuestionFilter>[] {
  return [
    { field: 'keyword', kind: 'text', label: t('question.search.keyword'), width: 220 },
    { field: 'type', kind: 'dict', label: t('question.search.type'), code: 'question_type', width: 170 },
    {
      field: 'tag',
      kind: 'select',
      label: t('question.search.tag'),
      width: 150,
      searchable: true,
      options: tags.map((x) => ({ label: x, value: x })),
    },
    {
      field: 'status',
      kind: 'select',
      label: t('question.search.status'),
      width: 130,
      options: [
        { label: t('question.status.enabled'), value: 'enabled' },
        { label: t('question.status.disabled'), value: 'disabled' },
      ],
    },
  ];
}
