import { Tag } from '@arco-design/web-react';
import type { DictRecord } from '@backoffice/api/contract';
import type { ResourceColumn } from '@backoffice/console-ui';
import { bilingual, LocaleText } from './LocaleText';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The dictionary list's columns (the code first: it is the card's title on phones). */
export function dictColumns(t: Translate, inLocale: (labels: ReturnType<typeof bilingual>) => string): ResourceColumn<DictRecord>[] {
  return [
    { key: 'code', title: t('dict.column.code'), width: 190, hideable: false },
    {
      key: 'name',
      title: t('dict.column.name'),
      width: 180,
      render: (_: unknown, dict: DictRecord) => <LocaleText labels={bilingual(dict.name, dict.nameZh)} />,
    },
    {
      key: 'status',
      title: t('dict.column.status'),
      width: 110,
      render: (status: string) => <Tag color={status === 'enabled' ? 'green' : 'gray'}>{t(`dict.status.${status}`)}</Tag>,
    },
    { key: 'itemCount', title: t('dict.column.items'), width: 90 },
    {
      key: 'remark',
      title: t('dict.column.remark'),
      ellipsis: true,
      hideInCards: true,
      render: (_: unknown, dict: DictRecord) => inLocale(bilingual(dict.remark, dict.remarkZh)),
    },
    { key: 'updatedAt', title: t('dict.column.updatedAt'), width: 200, hideInCards: true, kind: 'dateTime' },
  ];
}
