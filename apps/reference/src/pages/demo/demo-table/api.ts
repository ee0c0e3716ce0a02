import type { DemoRowsRequest, DemoRowsResult } from '@backoffice/api/contract';
import type { EnvelopeClient } from '@backoffice/console-core';

/** The demo table's data: generated rows served like a real list endpoint. */
export function demoTableApi(client: EnvelopeClient) {
  return { rows: (body: DemoRowsRequest) => client.post<DemoRowsResult>('/api/admin/dashboard/demoRows', body) };
}
