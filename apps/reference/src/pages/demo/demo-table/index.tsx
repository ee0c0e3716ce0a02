import type { DemoRow, DemoRowsRequest } from '@backoffice/api/contract';
import { PageCard, ResourceList, useT } from '@backoffice/console-ui';
import { useServerPreferences } from '../../list-shared/preferencesStore';
import { useApi } from '../../../app/useApi';
import { DEMO_SORT_FIELDS, demoColumns } from './demoColumns';
import { demoFilterFields, type DemoFilter } from './demoFilters';

const FILTER_KINDS = { keyword: 'string', status: 'string', region: 'string' } as const;

/**
 * demo/demo-table: a showcase of the kit's list over a real endpoint: filters, server sorting and page in the URL,
 * pagination with 'Go To', list settings (columns, order, density, page size) kept on the server, cards on phones.
 */
export default function DemoTablePage() {
  const t = useT();
  const api = useApi();
  const preferences = useServerPreferences();
  return (
    <PageCard>
      <ResourceList<DemoRow, DemoFilter>
        name="demoTable"
        syncWithLocation={{ filters: FILTER_KINDS, sortFields: DEMO_SORT_FIELDS }}
        preferences={preferences}
        columns={demoColumns(t)}
        // The URL's sortField is one of DEMO_SORT_FIELDS (the list reads no other), as the server's enum takes.
        fetcher={(query) => api.post('/api/admin/dashboard/demoRows', query as DemoRowsRequest)}
        filterFields={demoFilterFields(t)}
      />
    </PageCard>
  );
}
