import { Tag } from '@arco-design/web-react';
import type { DictItemRecord } from '@backoffice/api/contract';
import { DictTag, type ResourceColumn } from '@backoffice/console-ui';
import { bilingual, LocaleText } from '../dict/LocaleText';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The item list's columns (the label first: it is the card's title on phones); `dictCode` draws the tag preview. */
export function itemColumns(t: Translate, dictCode: string): ResourceColumn<DictItemRecord>[] {
  return [
    {
      key: 'label',
      title: t('dictItem.column.label'),
      width: 180,
      hideable: false,
      render: (_: unknown, item: DictItemRecord) => <LocaleText labels={bilingual(item.label, item.labelZh)} />,
    },
    { key: 'value', title: t('dictItem.column.value'), width: 160 },
    {
      key: 'preview',
      title: t('dictItem.column.preview'),
      width: 140,
      render: (_: unknown, item: DictItemRecord) => <DictTag code={dictCode} value={item.value} />,
    },
    {
      key: 'color',
      title: t('dictItem.column.color'),
      width: 120,
      render: (color: string | null) => (color ? <Tag color={color}>{color}</Tag> : '-'),
    },
    {
      key: 'status',
      title: t('dictItem.column.status'),
      width: 110,
      render: (s: string) => <Tag color={s === 'enabled' ? 'green' : 'gray'}>{t(`dictItem.status.${s}`)}</Tag>,
    },
    {
      key: 'isDefault',
      title: t('dictItem.column.default'),
      width: 100,
      render: (d: boolean) => (d ? <Tag color="arcoblue">{t('dictItem.default')}</Tag> : null),
    },
    { key: 'remark', title: t('dictItem.column.remark'), ellipsis: true, hideInCards: true },
  ];
}
