import type { DemoRowsRequest } from '@backoffice/api/contract';
import type { FilterField, useT } from '@backoffice/console-ui';

/** Filters of the demo table. */
export type DemoFilter = Pick<DemoRowsRequest, 'keyword' | 'status' | 'region'>;
const REGIONS = ['North', 'South', 'East', 'West', 'Central'].map((region) => ({ label: region, value: region }));

/** The demo table's search bar: keyword (name or owner), status and region. */
export function demoFilterFields(t: ReturnType<typeof useT>): FilterField<DemoFilter>[] {
  const statuses = (['active', 'paused', 'closed'] as const).map((s) => ({ label: t(`demoTable.status.${s}`), value: s }));
  return [
    { field: 'keyword', kind: 'text', label: t('demoTable.search.keyword') },
    { field: 'status', kind: 'select', label: t('demoTable.search.status'), width: 130, options: statuses },
    { field: 'region', kind: 'select', label: t('demoTable.search.region'), width: 130, options: REGIONS },
  ];
}
