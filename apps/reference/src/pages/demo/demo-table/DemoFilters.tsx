import type { DemoRowsRequest } from '@backoffice/api/contract';
import { useT } from '@backoffice/console-ui';
import { FilterInput, FilterSelect } from '../../list-shared/FilterFields';
import { QuerySearchForm } from '../../list-shared/QuerySearchForm';

/** Filters of the demo table. */
export type DemoFilter = Pick<DemoRowsRequest, 'keyword' | 'status' | 'region'>;
const REGIONS = ['North', 'South', 'East', 'West', 'Central'];

/** The demo table's search bar: keyword (name or owner), status and region, filled from `query` (the URL's view). */
export function DemoFilters({ query, onSearch }: { query: DemoFilter; onSearch(filter: DemoFilter): void }) {
  const t = useT();
  const statuses = (['active', 'paused', 'closed'] as const).map((s) => ({ label: t(`demoTable.status.${s}`), value: s }));
  return (
    <QuerySearchForm<DemoFilter> fields={['keyword', 'status', 'region']} query={query} onSearch={onSearch}>
      <FilterInput field="keyword" label={t('demoTable.search.keyword')} width={200} />
      <FilterSelect field="status" label={t('demoTable.search.status')} width={130} options={statuses} />
      <FilterSelect field="region" label={t('demoTable.search.region')} width={130} options={REGIONS} />
    </QuerySearchForm>
  );
}
