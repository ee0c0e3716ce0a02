// The reports example's reads (CONTRIBUTING.md, "Add a list"): one walk of the list's index reads the page's
// ids and the bounded total, then the page's rows are read by id in one query.
import type { Kysely } from 'kysely';
import { inIdOrder, pageIdsWithBoundedTotal, type PageRequest } from '../../lists/index.js';
import type { Database } from '../../db/types.js';
import type { ReportListRequest, ReportListResult } from './schemas.js';

/**
 * One page of report notes, newest first (ties by id), optionally one author's, with a total counted five pages
 * past the page at most.
 */
export async function listReportNotes(db: Kysely<Database>, request: ReportListRequest & PageRequest): Promise<ReportListResult> {
  let matches = db.selectFrom('report_notes');
  if (request.author) matches = matches.where('author', '=', request.author);
  const sortedIds = matches.select('id').orderBy('created_at', 'desc').orderBy('id', 'desc');
  const { ids, ...total } = await pageIdsWithBoundedTotal(db, sortedIds, request);
  const rows = ids.length === 0 ? [] : await db.selectFrom('report_notes').selectAll().where('id', 'in', ids).execute();
  const list = inIdOrder(ids, rows).map((row) => ({ id: row.id, author: row.author, text: row.text, createdAt: row.created_at }));
  return { list, ...total, current: request.current, pageSize: request.pageSize };
}
