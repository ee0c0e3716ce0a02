import type { BulkRequest as ServerBulkRequest, BulkResult, RestoreResult } from '@backoffice/api/contract';
import type { EnvelopeClient, ListQuery } from '@backoffice/console-core';
import type { ExportFormat } from '@backoffice/console-ui';

// The calls of a resource's bulk, restore and export routes (issue 37), which the server builds from its
// resource declarations (apps/api/src/resources/): POST /api/admin/<name>/bulk, /restore and /export. Their
// wire types come from the server's contract.

/** Body of POST /api/admin/<name>/bulk: the selected ids (at most 1,000) or every record matching the filters. */
export type BulkRequest = ServerBulkRequest<'delete' | 'status', Record<string, unknown>, string>;

/** The query without its page: what "all matching" and an export act on. */
export function filtersOf<F extends object>(query: ListQuery<F>): Record<string, unknown> {
  const { current: _current, pageSize: _pageSize, ...rest } = query as ListQuery<F> & { current: number; pageSize: number };
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined && value !== ''));
}

/** The bulk, restore and export calls of the resource `name`; a write invalidates `resources`. */
export function bulkApi(client: EnvelopeClient, name: string, resources: string | readonly string[]) {
  const base = `/api/admin/${name}`;
  return {
    bulk: (body: BulkRequest) => client.post<BulkResult>(`${base}/bulk`, body, { invalidates: resources }),
    restore: (ids: number[]) => client.post<RestoreResult>(`${base}/restore`, { ids }, { invalidates: resources }),
    /** The list's current view (filters and sort) as a file with `columns` in order. */
    exportView: <F extends object>(query: ListQuery<F>, format: ExportFormat, columns: string[]) =>
      client.download(`${base}/export`, { format, query: filtersOf(query), columns }),
  };
}

export type { BulkResult };

/** The calls of {@link bulkApi}. */
export type BulkApi = ReturnType<typeof bulkApi>;
