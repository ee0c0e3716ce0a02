import { Button, Space, Tag } from '@arco-design/web-react';
import type { QuestionRecord } from '@backoffice/api/contract';
import { DictTag, type ResourceColumn, DateTime } from '@backoffice/console-ui';
import { statusSwitchColumn } from '../../list-shared/statusSwitchColumn';

/** What the columns need from the page: strings, whether the status switch works, and its handlers. */
export interface QuestionColumnsContext {
  t: (key: string, values?: Record<string, unknown>) => string;
  canStatus: boolean;
  onStatus(question: QuestionRecord, on: boolean): void;
  onUsedBy(question: QuestionRecord): void;
}

const detailOf = (q: QuestionRecord) =>
  q.type === 'rating' && q.rating
    ? `1–${q.rating.scale} (${q.rating.lowLabel} … ${q.rating.highLabel})`
    : q.type === 'picture_it'
      ? (q.pictureItSetName ?? '')
      : q.options.map((o) => o.label).join(' / ');

/** The question list's columns (the text first: it is the card's title on phones). */
export function questionColumns({ t, canStatus, onStatus, onUsedBy }: QuestionColumnsContext): ResourceColumn<QuestionRecord>[] {
  return [
    { key: 'text', title: t('question.column.text'), ellipsis: true, width: 320, hideable: false },
    { key: 'type', title: t('question.column.type'), render: (type: string) => <DictTag code="question_type" value={type} /> },
    { key: 'options', title: t('question.column.detail'), render: (_: unknown, q: QuestionRecord) => detailOf(q) },
    {
      key: 'tags',
      title: t('question.column.tags'),
      render: (tags: string[]) => (
        <Space size={4} wrap>
          {tags.map((x) => (
            <Tag key={x}>{x}</Tag>
          ))}
        </Space>
      ),
    },
    statusSwitchColumn(t('question.column.status'), { canStatus, onStatus }),
    {
      key: 'usedCount',
      title: t('question.column.used'),
      render: (n: number, q: QuestionRecord) => (
        <Button type="text" size="small" onClick={() => onUsedBy(q)}>
          {t('question.used', { n })}
        </Button>
      ),
    },
    {
      key: 'updatedAt',
      title: t('question.column.updatedAt'),
      hideInCards: true,
      render: (at: string) => <DateTime value={at} />,
    },
  ];
}
