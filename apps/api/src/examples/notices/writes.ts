// The notices example's writes: the kernel (resources/routes.ts) opens each one's transaction, holds the
// version of an update and records the audit entry.
import type { Caller, ResourceTrx, WriteNote } from '../../resources/declaration.js';
import type { NoticeAddRequest, NoticeUpdateRequest } from './schemas.js';

/** Adds a notice. */
export async function addNotice(trx: ResourceTrx, input: NoticeAddRequest, caller: Caller): Promise<{ id: number } & WriteNote> {
  const at = caller.at.toISOString();
  const { id } = await trx
    .insertInto('notices')
    .values({ title: input.title, author: input.author, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id };
}

/** Writes the fields of a notice (the route filled those the body left out from the stored notice). */
export async function updateNotice(trx: ResourceTrx, id: number, input: NoticeUpdateRequest, caller: Caller): Promise<WriteNote> {
  await trx
    .updateTable('notices')
    .set({ title: input.title, author: input.author, updated_at: caller.at.toISOString() })
    .where('id', '=', id)
    .execute();
  return {};
}

/** Removes notices for good. */
export async function purgeNotices(trx: ResourceTrx, ids: readonly number[]): Promise<void> {
  await trx
    .deleteFrom('notices')
    .where('id', 'in', [...ids])
    .execute();
}
