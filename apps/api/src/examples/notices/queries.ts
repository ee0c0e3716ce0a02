// The notices example's reads (CONTRIBUTING.md, "Add a keyword search"): the keyword is tested on each entry of
// the walk index (which carries the searched columns), the walk stops after five pages of matches, and the
// page's rows are read by id in one query.
import type { Kysely } from 'kysely';
import { containsKeyword, inIdOrder, pageIdsWithBoundedTotal, type PageRequest } from '../../lists/index.js';
import type { Database } from '../../db/types.js';
import type { NoticeListRequest, NoticeListResult, NoticeRecord } from './schemas.js';

type NoticeRow = Database['notices'] & { id: number };

const toRecord = (row: NoticeRow): NoticeRecord => ({
  id: row.id,
  title: row.title,
  author: row.author,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** One page of notices, newest first (ties by id), those whose title or author holds `keyword` when it is sent. */
export async function listNotices(db: Kysely<Database>, request: NoticeListRequest): Promise<NoticeListResult> {
  const page: PageRequest = { current: request.current ?? 1, pageSize: request.pageSize ?? 20 };
  let matches = db.selectFrom('notices as n');
  const keyword = request.keyword?.trim();
  if (keyword) matches = matches.where((eb) => eb.or([containsKeyword('n.title', keyword), containsKeyword('n.author', keyword)]));
  const sortedIds = matches.select('n.id').orderBy('n.created_at', 'desc').orderBy('n.id', 'desc');
  const { ids, ...total } = await pageIdsWithBoundedTotal(db, sortedIds, page);
  const rows = ids.length === 0 ? [] : await db.selectFrom('notices').selectAll().where('id', 'in', ids).execute();
  return { list: inIdOrder(ids, rows as NoticeRow[]).map(toRecord), ...total, ...page };
}

/** One notice, or undefined. */
export async function findNotice(db: Kysely<Database>, id: number): Promise<NoticeRecord | undefined> {
  const row = await db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row as NoticeRow) : undefined;
}
