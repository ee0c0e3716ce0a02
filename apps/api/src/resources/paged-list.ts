// The list loader most declarations need: it unpacks a /list body, `{ current = 1, pageSize = 20, ...filter }`, hands
// the filter and the page to the module's reader, and answers the reader's page with `current` and `pageSize`.
import type { RecordScope } from '../auth/record-scope.js';
import type { ResourceDb } from './declaration.js';

/** The page a list is asked for. */
export interface ListPage {
  current: number;
  pageSize: number;
}

/** Page size of a /list body that names none. */
const DEFAULT_PAGE_SIZE = 20;

/**
 * A declaration's `list.load` from a reader of one page of `filter` (the body without its page) in `scope`.
 *
 * @example
 * list: { body: listBody, result: listResult, filter: listFilter, load: pagedLoad((db, filter, page) => listAgreements(db, { ...page, ...filter })) },
 */
export function pagedLoad<Page extends { list: unknown[] }, Filter = Record<string, unknown>>(
  read: (db: ResourceDb, filter: Filter, page: ListPage, scope: RecordScope | null) => Promise<Page>,
): (db: ResourceDb, body: Record<string, unknown>, scope: RecordScope | null) => Promise<Page & ListPage> {
  return async (db, body, scope) => {
    const { current = 1, pageSize = DEFAULT_PAGE_SIZE, ...filter } = body as Partial<ListPage>;
    const page = { current, pageSize };
    return { ...(await read(db, filter as Filter, page, scope)), ...page };
  };
}
