// The file resource's writers (resource.ts): the delete check (a file in use is refused) and the purge of deleted
// files once their undo window is past, which removes their rows and, with them, their bytes.
import { conflict, notFound } from '../../http/errors.js';
import type { ResourceTrx, WriteNote } from '../../resources/declaration.js';

/** Refuses (409) to delete a file something uses; the audit entry names the file. */
export async function checkDeletable(trx: ResourceTrx, id: number): Promise<WriteNote> {
  const file = await trx.selectFrom('files').select(['id', 'clean_name']).where('id', '=', id).executeTakeFirst();
  if (!file) throw notFound('File not found');
  const usages = await trx.selectFrom('file_usages').select(['owner_kind', 'owner_id']).where('file_id', '=', id).limit(3).execute();
  if (usages.length > 0) {
    const owners = usages.map((u) => `${u.owner_kind} ${u.owner_id}`).join(', ');
    throw conflict(`"${file.clean_name}" is in use (${owners}) and cannot be deleted; remove it there first`);
  }
  return { detail: { name: file.clean_name } };
}

/**
 * Removes deleted files for good, bytes and all. A file that came into use while it waited (a write that raced the
 * delete) is not lost: it is brought back instead, as its user needs it.
 */
export async function purgeFiles(trx: ResourceTrx, ids: readonly number[]): Promise<void> {
  const used = await trx.selectFrom('file_usages').select('file_id').distinct().where('file_id', 'in', ids).execute();
  const kept = new Set(used.map((u) => Number(u.file_id)));
  if (kept.size > 0)
    await trx
      .updateTable('files')
      .set({ deleted_at: null })
      .where('id', 'in', [...kept])
      .execute();
  const gone = ids.filter((id) => !kept.has(id));
  if (gone.length > 0) await trx.deleteFrom('files').where('id', 'in', gone).execute();
}
