// Picture It writes, each a step inside the transaction the resource kernel (resources/routes.ts, bulk-route.ts) or
// a route of routes.ts opens and records in the audit log. A set lives while its deleted_at is null (migration 134).
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { Caller, WriteNote } from '../../resources/declaration.js';
import type { PictureItAddRequest, PictureItImageInput, PictureItUpdateRequest } from './schemas.js';

type Trx = Transaction<Database>;

/** The owner kind Picture It writes into file_usages (owner_id is the set id). */
export const FILE_USAGE_KIND = 'pictureIt';
const NOT_FOUND = 'Picture It set not found';

/** 400 unless every image names an existing image file. */
async function checkImages(trx: Trx, images: PictureItImageInput[]): Promise<void> {
  const ids = [...new Set(images.map((i) => i.fileId))];
  if (ids.length === 0) return;
  // A deleted file (waiting for its purge, file migration 140) does not exist for a new image.
  const files = await trx.selectFrom('files').select(['id', 'mime']).where('id', 'in', ids).where('deleted_at', 'is', null).execute();
  const mimeById = new Map(files.map((f) => [f.id, f.mime]));
  images.forEach((image, index) => {
    const mime = mimeById.get(image.fileId);
    if (mime === undefined) throw badRequest(`images.${index}.fileId: file ${image.fileId} does not exist`, `images.${index}.fileId`);
    if (!mime.startsWith('image/'))
      throw badRequest(`images.${index}.fileId: file ${image.fileId} is not an image`, `images.${index}.fileId`);
  });
}

/** Replaces a set's images and its file_usages rows (within the caller's transaction). */
async function replaceImages(trx: Trx, setId: number, images: PictureItImageInput[], now: string): Promise<void> {
  await checkImages(trx, images);
  await trx.deleteFrom('picture_it_images').where('set_id', '=', setId).execute();
  await trx.deleteFrom('file_usages').where('owner_kind', '=', FILE_USAGE_KIND).where('owner_id', '=', String(setId)).execute();
  if (images.length === 0) return;
  await trx
    .insertInto('picture_it_images')
    .values(images.map((image, position) => ({ set_id: setId, file_id: image.fileId, caption: image.caption?.trim() || null, position })))
    .execute();
  const fileIds = [...new Set(images.map((i) => i.fileId))];
  await trx
    .insertInto('file_usages')
    .values(fileIds.map((file_id) => ({ file_id, owner_kind: FILE_USAGE_KIND, owner_id: String(setId), created_at: now })))
    .execute();
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest('name cannot be empty', 'name');
  return trimmed;
}

/** Creates a set with its images. */
export async function addSet(trx: Trx, input: PictureItAddRequest, caller: Caller): Promise<{ id: number } & WriteNote> {
  const name = cleanName(input.name);
  const at = caller.at.toISOString();
  const { id } = await trx
    .insertInto('picture_it_sets')
    .values({
      name,
      instructions: input.instructions?.trim() || null,
      status: input.status ?? 'enabled',
      created_by: caller.auth.userId,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceImages(trx, id, input.images ?? [], at);
  return { id, detail: { name, images: input.images?.length ?? 0 } };
}

/**
 * Updates a live set (the kernel checked it and its version); fields left out keep their values (see
 * http/partial-update.ts), and `images`, when given, replaces the set's images.
 */
export async function updateSet(trx: Trx, id: number, input: PictureItUpdateRequest, caller: Caller): Promise<WriteNote> {
  const name = input.name === undefined ? undefined : cleanName(input.name);
  const at = caller.at.toISOString();
  await trx
    .updateTable('picture_it_sets')
    .set({
      ...(name === undefined ? {} : { name }),
      ...(input.instructions === undefined ? {} : { instructions: input.instructions?.trim() || null }),
      ...(input.status ? { status: input.status } : {}),
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
  if (input.images) await replaceImages(trx, id, input.images, at);
  return { detail: { name } };
}

/** 404 unless the set is live. */
async function holdLiveSet(trx: Trx, id: number): Promise<void> {
  const set = await trx.selectFrom('picture_it_sets').select('id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!set) throw notFound(NOT_FOUND);
}

/** Puts a set's images in the given order; the ids must be exactly the set's images. */
export async function reorderImages(trx: Trx, id: number, imageIds: number[], at: Date): Promise<void> {
  await holdLiveSet(trx, id);
  const current = await trx.selectFrom('picture_it_images').select('id').where('set_id', '=', id).execute();
  const known = new Set(current.map((r) => r.id));
  if (imageIds.length !== known.size || imageIds.some((i) => !known.has(i))) {
    throw badRequest('imageIds must list every image of the set exactly once', 'imageIds');
  }
  // Two passes keep positions unique at every step should a unique index ever be added.
  for (const [position, imageId] of imageIds.entries()) {
    await trx
      .updateTable('picture_it_images')
      .set({ position: position + imageIds.length })
      .where('id', '=', imageId)
      .execute();
  }
  for (const [position, imageId] of imageIds.entries()) {
    await trx.updateTable('picture_it_images').set({ position }).where('id', '=', imageId).execute();
  }
  await trx.updateTable('picture_it_sets').set({ updated_at: at.toISOString() }).where('id', '=', id).execute();
}

/** Enables or disables a live set. */
export async function setSetStatus(trx: Trx, id: number, status: 'enabled' | 'disabled', at: Date): Promise<WriteNote> {
  await holdLiveSet(trx, id);
  await trx.updateTable('picture_it_sets').set({ status, updated_at: at.toISOString() }).where('id', '=', id).execute();
  return { detail: { status } };
}

/** 409 while a live question uses the set; names it in the audit entry otherwise. */
export async function checkDeletable(trx: Trx, id: number): Promise<WriteNote> {
  const used = await trx
    .selectFrom('questions')
    .select('id')
    .where('picture_it_set_id', '=', id)
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  if (used) throw conflict('This Picture It set is used by a question; change those questions first');
  const { name } = await trx.selectFrom('picture_it_sets').select('name').where('id', '=', id).executeTakeFirstOrThrow();
  return { detail: { name } };
}

/**
 * Removes sets for good (once their undo window is past) with their images and file usages, and the deleted
 * questions that showed them. A set that a live question uses again (a question restored meanwhile) is restored
 * instead: it is in use.
 */
export async function purgeSets(trx: Trx, ids: readonly number[]): Promise<void> {
  const used = await trx
    .selectFrom('questions')
    .select('picture_it_set_id')
    .where('picture_it_set_id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .execute();
  const kept = new Set(used.map((q) => q.picture_it_set_id));
  if (kept.size > 0) {
    await trx
      .updateTable('picture_it_sets')
      .set({ deleted_at: null })
      .where(
        'id',
        'in',
        [...kept].filter((id) => id !== null),
      )
      .execute();
  }
  const gone = ids.filter((id) => !kept.has(id));
  if (gone.length === 0) return;
  // Questions deleted within their undo window (resources/undo.ts) go for good with the set they show.
  await trx.deleteFrom('questions').where('picture_it_set_id', 'in', gone).where('deleted_at', 'is not', null).execute();
  await trx.deleteFrom('picture_it_images').where('set_id', 'in', gone).execute();
  await trx.deleteFrom('file_usages').where('owner_kind', '=', FILE_USAGE_KIND).where('owner_id', 'in', gone.map(String)).execute();
  await trx.deleteFrom('picture_it_sets').where('id', 'in', gone).execute();
}
