import { Form, Input, Select } from '@arco-design/web-react';
import type { DemoRowsRequest } from '@backoffice/api/contract';
import { useT } from '@backoffice/console-ui';
import { QuerySearchForm } from '../../list-shared/QuerySearchForm';

/** Filters of the demo table. */
export type DemoFilter = Pick<DemoRowsRequest, 'keyword' | 'status' | 'region'>;
const REGIONS = ['North', 'South', 'East', 'West', 'Central'];

/** The demo table's search bar: keyword (name or owner), status and region, filled from `query` (the URL's view). */
export function DemoFilters({ query, onSearch }: { query: DemoFilter; onSearch(filter: DemoFilter): void }) {
  const t = useT();
  return (
    <QuerySearchForm<DemoFilter> fields={['keyword', 'status', 'region']} query={query} onSearch={onSearch}>
      <Form.Item field="keyword">
        <Input aria-label={t('demoTable.search.keyword')} placeholder={t('demoTable.search.keyword')} style={{ width: 200 }} allowClear />
      </Form.Item>
      <Form.Item field="status">
        <Select
          aria-label={t('demoTable.search.status')}
          placeholder={t('demoTable.search.status')}
          style={{ width: 130 }}
          allowClear
          options={(['active', 'paused', 'closed'] as const).map((s) => ({ label: t(`demoTable.status.${s}`), value: s }))}
        />
      </Form.Item>
      <Form.Item field="region">
        <Select
          aria-label={t('demoTable.search.region')}
          placeholder={t('demoTable.search.region')}
          style={{ width: 130 }}
          allowClear
          options={REGIONS}
        />
      </Form.Item>
    </QuerySearchForm>
  );
}
