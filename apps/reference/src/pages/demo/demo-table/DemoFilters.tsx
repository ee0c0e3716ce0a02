import { useState } from 'react';
import { Button, Input, Select, Space } from '@arco-design/web-react';
import type { DemoRowsRequest } from '@backoffice/api/contract';
import { useT } from '@backoffice/console-ui';

/** Filters of the demo table. */
export type DemoFilter = Pick<DemoRowsRequest, 'keyword' | 'status' | 'region' | 'sortField' | 'sortOrder'>;
const REGIONS = ['North', 'South', 'East', 'West', 'Central'];

/** The demo table's search bar: keyword (name or owner), status and region. */
export function DemoFilters({ onSearch }: { onSearch(filter: Pick<DemoFilter, 'keyword' | 'status' | 'region'>): void }) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<DemoFilter['status']>();
  const [region, setRegion] = useState<string>();
  const submit = () => onSearch({ keyword: keyword.trim() || undefined, status, region });
  return (
    <Space wrap>
      <Input
        aria-label={t('demoTable.search.keyword')}
        placeholder={t('demoTable.search.keyword')}
        style={{ width: 200 }}
        allowClear
        value={keyword}
        onChange={setKeyword}
        onPressEnter={submit}
      />
      <Select
        aria-label={t('demoTable.search.status')}
        placeholder={t('demoTable.search.status')}
        style={{ width: 130 }}
        allowClear
        value={status}
        onChange={(v?: DemoFilter['status']) => setStatus(v)}
        options={(['active', 'paused', 'closed'] as const).map((s) => ({ label: t(`demoTable.status.${s}`), value: s }))}
      />
      <Select
        aria-label={t('demoTable.search.region')}
        placeholder={t('demoTable.search.region')}
        style={{ width: 130 }}
        allowClear
        value={region}
        onChange={(v?: string) => setRegion(v)}
        options={REGIONS}
      />
      <Button type="primary" onClick={submit}>
        {t('demoTable.search.submit')}
      </Button>
      <Button
        onClick={() => {
          setKeyword('');
          setStatus(undefined);
          setRegion(undefined);
          onSearch({ keyword: undefined, status: undefined, region: undefined });
        }}
      >
        {t('demoTable.search.reset')}
      </Button>
    </Space>
  );
}
