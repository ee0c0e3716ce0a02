// The matches of a list's filters, a page at a time in the list's order: what an export writes and what a bulk
// call's `allMatching` reaches. A declaration may bring its own reader (`list.pages`, e.g. by keyset); otherwise
// the list's own loader is called page by page, so the rows read are always the rows the list shows.
import type { RecordScope } from '../auth/record-scope.js';
import type { ResourceDb } from './declaration.js';
import type { AnyResource } from './records.js';

/** Rows per page when paging through a list's loader. */
const PAGE_SIZE = 100;

/** The records matching `filter` in the caller's scope, in the list's order, at most `limit`, a page at a time. */
export async function* pagesOf(
  db: ResourceDb,
  resource: AnyResource,
  filter: Record<string, unknown>,
  scope: RecordScope | null,
  limit: number,
): AsyncGenerator<{ id: number }[]> {
  if (resource.list.pages) {
    yield* resource.list.pages(db, filter, scope, limit) as AsyncIterable<{ id: number }[]>;
    return;
  }
  let left = limit;
  for (let current = 1; left > 0; current++) {
    const { list } = await resource.list.load(db, { ...filter, current, pageSize: PAGE_SIZE }, scope);
    const rows = (list as { id: number }[]).slice(0, left);
    left -= rows.length;
    if (rows.length > 0) yield rows;
    if (list.length < PAGE_SIZE) return;
  }
}
