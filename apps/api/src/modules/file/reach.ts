// Which stored files a caller may read. File managers (`file:list`) read every file; anyone else with
// `file:detail` (moderators build Picture It sets) reads only the files they uploaded and the images of the
// Picture It library, never every file by its sequential id. The file resource's record scope (resource.ts) is this
// rule, so its detail answers 404 beyond it as downloads and previews do.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { FILE_USAGE_KIND as PICTURE_IT } from '../pictureIt/writes.js';

/** Of `ids`, the files user `userId` uploaded or the Picture It library uses (deleted or not). */
export async function idsInReach(db: Kysely<Database>, userId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('files as f')
    .select('f.id')
    .where('f.id', 'in', ids)
    .where((eb) =>
      eb.or([
        eb('f.uploader_id', '=', userId),
        eb.exists(
          eb.selectFrom('file_usages as u').select('u.file_id').whereRef('u.file_id', '=', 'f.id').where('u.owner_kind', '=', PICTURE_IT),
        ),
      ]),
    )
    .execute();
  return rows.map((r) => Number(r.id));
}

/**
 * Whether `caller` may download or preview file `id` (a file out of reach answers 404, like a missing one).
 *
 * @example
 * if (!(await fileReachable(db, requireAuth(request), id))) throw notFound('File not found');
 */
export async function fileReachable(
  db: Kysely<Database>,
  caller: { userId: number; operations: ReadonlySet<string> },
  id: number,
): Promise<boolean> {
  if (caller.operations.has('file:list')) return true;
  return (await idsInReach(db, caller.userId, [id])).length > 0;
}
