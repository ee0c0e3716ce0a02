import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { type BoundedTotal, countReach, inIdOrder, keywordCondition, keywordPlan, pageIdsWithBoundedTotal } from '../../lists/index.js';
import { FILE_KEYWORDS } from './keywords.js';
import { inList, listParam, preparedPerDatabase, type ListParam } from '../../db/prepared-query.js';
import { isPostgres } from '../../db/migrations/portable.js';
import type { FileRecord } from './schemas.js';

/** Filters of the file list. */
export interface FileListFilters {
  current: number;
  pageSize: number;
  /** Matches the cleaned name. */
  keyword?: string;
  /** 'image' for image/*, otherwise an exact type. */
  mime?: string;
}

const columns = ['f.id', 'f.original_name', 'f.clean_name', 'f.mime', 'f.size', 'f.sha256', 'f.uploader_name', 'f.created_at'] as const;

interface FileRow {
  id: number;
  original_name: string;
  clean_name: string;
  mime: string;
  size: number | string;
  sha256: string;
  uploader_name: string | null;
  created_at: string;
  usage_count: number | string | null;
}

const toRecord = (r: FileRow): FileRecord => ({
  id: r.id,
  originalName: r.original_name,
  name: r.clean_name,
  mime: r.mime,
  size: Number(r.size),
  sha256: r.sha256,
  uploaderName: r.uploader_name,
  createdAt: r.created_at,
  usageCount: Number(r.usage_count ?? 0),
});

/** Live files by id with their usage counts, in one statement whose text serves any page (planned once per connection). */
const filesByIdsOf = preparedPerDatabase(
  (db, ids: ListParam) =>
    db
      .selectFrom('files as f')
      .select(columns)
      .select((eb) =>
        eb
          .selectFrom('file_usages as u')
          .whereRef('u.file_id', '=', 'f.id')
          .select(eb.fn.countAll<number | string>().as('n'))
          .as('usage_count'),
      )
      .where(inList(db, 'f.id', ids, 'int'))
      .where('f.deleted_at', 'is', null),
  1,
);

/** One page of files, newest first, with the total counted up to five pages ahead. */
export async function listFiles(db: Kysely<Database>, f: FileListFilters): Promise<{ list: FileRecord[] } & BoundedTotal> {
  // A deleted file waiting for its purge (migration 141) is tested on the walk index's entries like the filters.
  let base = db.selectFrom('files as f').where('f.deleted_at', 'is', null);
  const keyword = f.keyword?.trim();
  // A common keyword is tested on the walk index's entries (migration 098), a rare one found in the
  // keyword index (migration 099): lists/keywords/keyword-plan.ts picks.
  const plan = keyword ? await keywordPlan(db, FILE_KEYWORDS, keyword, countReach(f)) : 'walk';
  if (keyword) base = base.where(keywordCondition(FILE_KEYWORDS, keyword, plan, isPostgres(db)));
  if (f.mime === 'image') base = base.where('f.mime', 'like', 'image/%');
  else if (f.mime) base = base.where('f.mime', '=', f.mime);
  // One walk finds the ids to five pages past this one (lists/total/bounded-total.ts): the total, then the page's rows. A
  // walk (no keyword, or a common one tested with strpos) is planned once per connection on PostgreSQL.
  const sorted = base.select('f.id').orderBy('f.created_at', 'desc').orderBy('f.id', 'desc');
  const { ids, ...total } = await pageIdsWithBoundedTotal(db, sorted, f, { named: plan === 'walk' });
  const rows = ids.length === 0 ? [] : inIdOrder(ids, await filesByIdsOf(db)(listParam(db, ids)));
  return { ...total, list: rows.map(toRecord) };
}

/** A live file's record by id (undefined when missing or deleted). */
export async function findFile(db: Kysely<Database>, id: number): Promise<FileRecord | undefined> {
  const [row] = await filesByIdsOf(db)(listParam(db, [id]));
  return row && toRecord(row);
}

/** A live file's bytes with the facts a download needs. */
export async function loadFileContent(db: Kysely<Database>, id: number): Promise<{ name: string; mime: string; data: Buffer } | undefined> {
  const row = await db
    .selectFrom('files')
    .select(['clean_name', 'mime', 'data'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row && { name: row.clean_name, mime: row.mime, data: Buffer.from(row.data) };
}
