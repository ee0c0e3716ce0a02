import type { DashboardOverview } from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The dashboard calls of the dashboard/workplace page. */
export function dashboardApi(client: EnvelopeClient) {
  return { overview: () => client.post<DashboardOverview>('/api/admin/dashboard/overview', {}) };
}
