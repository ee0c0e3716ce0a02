import type { DashboardOverview, SampleDataLoadResult, SampleDataStatus } from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The dashboard calls of the dashboard/workplace page, and the sample data set an admin may load into an empty console. */
export function dashboardApi(client: EnvelopeClient) {
  return {
    overview: () => client.post<DashboardOverview>('/api/admin/dashboard/overview', {}),
    sampleDataStatus: () => client.post<SampleDataStatus>('/api/admin/sampleData/status', {}),
    loadSampleData: () =>
      client.post<SampleDataLoadResult>(
        '/api/admin/sampleData/load',
        {},
        { invalidates: ['project', 'session', 'minutes', 'user', 'role', 'question', 'pictureIt', 'agreement', 'file', 'dict'] },
      ),
  };
}
