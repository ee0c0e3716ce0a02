import type { Kysely } from 'kysely';
import { liveChildren } from '../../db/live-children.js';
import type { Database } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { containsKeyword } from '../../lists/index.js';
import type { PictureItListRequest, PictureItListResult, PictureItSetDetail, PictureItSetSummary } from './schemas.js';

type Db = Kysely<Database>;

/** Image counts and first image (cover) of some sets, by set id. */
async function imageStats(db: Db, setIds: number[]): Promise<Map<number, { count: number; cover: number | null }>> {
  const stats = new Map<number, { count: number; cover: number | null }>();
  if (setIds.length === 0) return stats;
  const rows = await db
    .selectFrom('picture_it_images')
    .select(['set_id', 'file_id', 'position'])
    .where('set_id', 'in', setIds)
    .orderBy('set_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const entry = stats.get(row.set_id);
    if (entry) entry.count += 1;
    else stats.set(row.set_id, { count: 1, cover: row.file_id });
  }
  return stats;
}

/** One page of sets, newest change first, filtered by name keyword and status. */
export async function listSets(db: Db, query: PictureItListRequest): Promise<PictureItListResult> {
  const current = query.current ?? 1;
  const pageSize = query.pageSize ?? 20;
  let base = db.selectFrom('picture_it_sets').where('deleted_at', 'is', null);
  const keyword = query.keyword?.trim();
  if (keyword) base = base.where(containsKeyword('name', keyword));
  if (query.status) base = base.where('status', '=', query.status);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  const stats = await imageStats(
    db,
    rows.map((r) => r.id),
  );
  const list = rows.map<PictureItSetSummary>((r) => ({
    id: r.id,
    name: r.name,
    instructions: r.instructions,
    status: r.status,
    imageCount: stats.get(r.id)?.count ?? 0,
    coverFileId: stats.get(r.id)?.cover ?? null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
  return { list, total: Number(total), current, pageSize };
}

/** A live set with its images (and their file names) and the questions that use it; 404 when missing or deleted. */
export async function loadSet(db: Db, id: number): Promise<PictureItSetDetail> {
  const set = await findSet(db, id);
  if (!set) throw notFound('Picture It set not found');
  return set;
}

/** A live set with its images and the questions that use it, or undefined. */
export async function findSet(db: Db, id: number): Promise<PictureItSetDetail | undefined> {
  const set = await db.selectFrom('picture_it_sets').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!set) return undefined;
  const images = await db
    .selectFrom('picture_it_images as i')
    .innerJoin('files as f', 'f.id', 'i.file_id')
    .select(['i.id', 'i.file_id', 'i.caption', 'i.position', 'f.original_name', 'f.mime'])
    .where('i.set_id', '=', id)
    .orderBy('i.position')
    .execute();
  const questions = await liveChildren(db, 'questions', 'picture_it_set_id', id, 100).select(['id', 'text']).execute();
  return {
    id: set.id,
    name: set.name,
    instructions: set.instructions,
    status: set.status,
    imageCount: images.length,
    coverFileId: images[0]?.file_id ?? null,
    createdAt: set.created_at,
    updatedAt: set.updated_at,
    images: images.map((i) => ({
      id: i.id,
      fileId: i.file_id,
      caption: i.caption,
      position: i.position,
      fileName: i.original_name,
      mime: i.mime,
    })),
    questions,
  };
}
