import { useState } from 'react';
import { Button, Card, Radio, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { IconRefresh } from '@arco-design/web-react/icon';
import type { DemoRow } from '@backoffice/api/contract';
import { useConsole, usePagedList, useT, DateTime } from '@backoffice/console-ui';
import { demoTableApi } from './api';
import { ColumnSettings } from './ColumnSettings';
import { readHiddenColumns, toggleColumn, writeHiddenColumns } from './columnVisibility';
import { DemoFilters, type DemoFilter } from './DemoFilters';

type Density = 'default' | 'middle' | 'small' | 'mini';
const STATUS_COLOR: Record<DemoRow['status'], string> = { active: 'green', paused: 'orange', closed: 'gray' };
const SORTABLE = ['name', 'amount', 'score', 'createdAt'] as const;

/**
 * demo/demo-table: a showcase of the table helpers over a real endpoint: filters, server sorting,
 * pagination with 'Go To', column settings kept in local storage, density and refresh.
 */
export default function DemoTablePage() {
  const t = useT();
  const { client, storage } = useConsole();
  const list = usePagedList<DemoRow, DemoFilter>((query) => demoTableApi(client).rows(query));
  const [density, setDensity] = useState<Density>('default');

  const all: TableColumnProps<DemoRow>[] = [
    { title: t('demoTable.column.id'), dataIndex: 'id', width: 80 },
    { title: t('demoTable.column.name'), dataIndex: 'name' },
    { title: t('demoTable.column.region'), dataIndex: 'region' },
    {
      title: t('demoTable.column.status'),
      dataIndex: 'status',
      render: (s: DemoRow['status']) => <Tag color={STATUS_COLOR[s]}>{t(`demoTable.status.${s}`)}</Tag>,
    },
    {
      title: t('demoTable.column.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (n: number) => n.toLocaleString(undefined, { minimumFractionDigits: 2 }),
    },
    { title: t('demoTable.column.score'), dataIndex: 'score', align: 'right' },
    { title: t('demoTable.column.owner'), dataIndex: 'owner' },
    { title: t('demoTable.column.createdAt'), dataIndex: 'createdAt', render: (at: string) => <DateTime value={at} /> },
  ];
  const keys = all.map((c) => String(c.dataIndex));
  const [hidden, setHidden] = useState<string[]>(() => readHiddenColumns(storage, keys));
  const onToggle = (key: string, visible: boolean) => {
    const next = toggleColumn(hidden, key, visible, keys);
    setHidden(next);
    writeHiddenColumns(storage, next);
  };

  const sortKey = list.query.sortField;
  const columns = all
    .filter((c) => !hidden.includes(String(c.dataIndex)))
    .map((c) =>
      (SORTABLE as readonly string[]).includes(String(c.dataIndex))
        ? { ...c, sorter: true, sortOrder: sortKey === c.dataIndex ? list.query.sortOrder || undefined : undefined }
        : c,
    );

  return (
    <Card>
      <Space direction="vertical" size="medium" style={{ width: '100%' }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <DemoFilters onSearch={(filter) => list.setQuery(filter)} />
          <Space wrap>
            <Radio.Group type="button" aria-label={t('demoTable.density')} value={density} onChange={(v: Density) => setDensity(v)}>
              {(['default', 'middle', 'small', 'mini'] as const).map((d) => (
                <Radio key={d} value={d}>
                  {t(`demoTable.density.${d}`)}
                </Radio>
              ))}
            </Radio.Group>
            <ColumnSettings
              columns={all.map((c) => ({ key: String(c.dataIndex), title: String(c.title) }))}
              hidden={hidden}
              onToggle={onToggle}
            />
            <Button icon={<IconRefresh />} loading={list.loading} onClick={list.refresh}>
              {t('demoTable.refresh')}
            </Button>
          </Space>
        </Space>
        <Table<DemoRow>
          rowKey="id"
          size={density}
          columns={columns}
          data={list.data}
          loading={list.loading}
          pagination={list.pagination}
          onChange={(_pagination, sorter, _filters, extra) => {
            if (extra.action !== 'sort') return;
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            const field = one?.direction ? (String(one.field) as DemoFilter['sortField']) : '';
            list.setQuery({ sortField: field, sortOrder: one?.direction ?? '' });
          }}
        />
      </Space>
    </Card>
  );
}
