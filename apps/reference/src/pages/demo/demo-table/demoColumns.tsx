import { Tag } from '@arco-design/web-react';
import type { DemoRow } from '@backoffice/api/contract';
import type { ResourceColumn } from '@backoffice/console-ui';

type Translate = (key: string, values?: Record<string, unknown>) => string;

const STATUS_COLOR: Record<DemoRow['status'], string> = { active: 'green', paused: 'orange', closed: 'gray' };

/** The columns the server sorts by (the URL's `sortField`). */
export const DEMO_SORT_FIELDS = ['name', 'amount', 'score', 'createdAt'] as const;

/**
 * The demo table's columns. The name cannot be hidden, so the list settings never hide every column; it is the
 * card's title on phones.
 */
export function demoColumns(t: Translate): ResourceColumn<DemoRow>[] {
  const sortable = (key: string) => (DEMO_SORT_FIELDS as readonly string[]).includes(key);
  const columns: ResourceColumn<DemoRow>[] = [
    { key: 'name', title: t('demoTable.column.name'), hideable: false },
    { key: 'id', title: t('demoTable.column.id'), width: 80 },
    { key: 'region', title: t('demoTable.column.region') },
    {
      key: 'status',
      title: t('demoTable.column.status'),
      render: (s: DemoRow['status']) => <Tag color={STATUS_COLOR[s]}>{t(`demoTable.status.${s}`)}</Tag>,
    },
    {
      key: 'amount',
      title: t('demoTable.column.amount'),
      align: 'right',
      render: (n: number) => n.toLocaleString(undefined, { minimumFractionDigits: 2 }),
    },
    { key: 'score', title: t('demoTable.column.score'), align: 'right' },
    { key: 'owner', title: t('demoTable.column.owner') },
    { key: 'createdAt', title: t('demoTable.column.createdAt'), kind: 'dateTime' },
  ];
  return columns.map((column) => (sortable(column.key) ? { ...column, sortable: true } : column));
}
