import { Tag } from '@arco-design/web-react';
import type { AgreementRecord } from '@backoffice/api/contract';
import { DateTime, type ResourceColumn } from '@backoffice/console-ui';

type Translate = (key: string, values?: Record<string, unknown>) => string;

const STATUS_COLORS: Record<string, string> = { draft: 'gray', published: 'green', superseded: 'orange' };

/** The version list's columns (the version first: it titles the card on phones; keys match the export's). */
export function agreementColumns(t: Translate): ResourceColumn<AgreementRecord>[] {
  return [
    { key: 'version', title: t('agreement.column.version'), hideable: false, render: (v: number) => `v${v}` },
    { key: 'title', title: t('agreement.column.title'), ellipsis: true },
    {
      key: 'status',
      title: t('agreement.column.status'),
      render: (s: string) => <Tag color={STATUS_COLORS[s]}>{t(`agreement.status.${s}`)}</Tag>,
    },
    { key: 'updatedBy', title: t('agreement.column.updatedBy') },
    { key: 'updatedAt', title: t('agreement.column.updatedAt'), kind: 'dateTime' },
    {
      key: 'publishedAt',
      title: t('agreement.column.publishedAt'),
      render: (at: string | null) => <DateTime value={at} empty="-" />,
    },
  ];
}
