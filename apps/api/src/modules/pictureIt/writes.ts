import type { FastifyRequest } from 'fastify';
import { holdVersion } from '../../http/partial-update.js';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { recordWrite } from '../../audit/record.js';
import type { PictureItAddRequest, PictureItImageInput, PictureItUpdateRequest } from './schemas.js';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** The owner kind Picture It writes into file_usages (owner_id is the set id). */
export const FILE_USAGE_KIND = 'pictureIt';

/** 400 unless every image names an existing image file. */
async function checkImages(trx: Trx, images: PictureItImageInput[]): Promise<void> {
  const ids = [...new Set(images.map((i) => i.fileId))];
  if (ids.length === 0) return;
  const files = await trx.selectFrom('files').select(['id', 'mime']).where('id', 'in', ids).execute();
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

/** Creates a set with its images; answers the new id. */
export async function addSet(db: Db, request: FastifyRequest, input: PictureItAddRequest, userId: number, now: Date): Promise<number> {
  const name = cleanName(input.name);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('picture_it_sets')
      .values({
        name,
        instructions: input.instructions?.trim() || null,
        status: input.status ?? 'enabled',
        created_by: userId,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceImages(trx, id, input.images ?? [], at);
    await recordWrite(
      trx,
      request,
      { action: 'pictureIt.add', target: `pictureIt:${id}`, detail: { name, images: input.images?.length ?? 0 } },
      now,
    );
    return id;
  });
}

/**
 * Updates a set; fields left out keep their values (see http/partial-update.ts), and `images`, when given,
 * replaces the set's images.
 */
export async function updateSet(db: Db, request: FastifyRequest, id: number, input: PictureItUpdateRequest, now: Date): Promise<void> {
  const name = input.name === undefined ? undefined : cleanName(input.name);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await holdVersion(trx, 'picture_it_sets', id, input.updatedAt);
    const updated = await trx
      .updateTable('picture_it_sets')
      .set({
        ...(name === undefined ? {} : { name }),
        ...(input.instructions === undefined ? {} : { instructions: input.instructions?.trim() || null }),
        ...(input.status ? { status: input.status } : {}),
        updated_at: at,
      })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw notFound('Picture It set not found');
    if (input.images) await replaceImages(trx, id, input.images, at);
    await recordWrite(trx, request, { action: 'pictureIt.update', target: `pictureIt:${id}`, detail: { name } }, now);
  });
}

/** Puts a set's images in the given order; the ids must be exactly the set's images. */
export async function reorderImages(db: Db, request: FastifyRequest, id: number, imageIds: number[], now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const set = await trx.selectFrom('picture_it_sets').select('id').where('id', '=', id).executeTakeFirst();
    if (!set) throw notFound('Picture It set not found');
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
    await trx.updateTable('picture_it_sets').set({ updated_at: now.toISOString() }).where('id', '=', id).execute();
    await recordWrite(trx, request, { action: 'pictureIt.reorder', target: `pictureIt:${id}` }, now);
  });
}

/** Enables or disables a set. */
export async function setSetStatus(db: Db, request: FastifyRequest, id: number, status: 'enabled' | 'disabled', now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('picture_it_sets')
      .set({ status, updated_at: now.toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw notFound('Picture It set not found');
    await recordWrite(trx, request, { action: 'pictureIt.status', target: `pictureIt:${id}`, detail: { status } }, now);
  });
}

/** Deletes a set, its images and their file usages; 409 while a question uses the set. */
export async function deleteSet(db: Db, request: FastifyRequest, id: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const set = await trx.selectFrom('picture_it_sets').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    if (!set) throw notFound('Picture It set not found');
    const used = await trx
      .selectFrom('questions')
      .select('id')
      .where('picture_it_set_id', '=', id)
      .where('deleted_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
    if (used) throw conflict('This Picture It set is used by a question; change those questions first');
    // Questions deleted within their undo window (resources/undo.ts) go for good with the set they show.
    await trx.deleteFrom('questions').where('picture_it_set_id', '=', id).where('deleted_at', 'is not', null).execute();
    await trx.deleteFrom('picture_it_images').where('set_id', '=', id).execute();
    await trx.deleteFrom('file_usages').where('owner_kind', '=', FILE_USAGE_KIND).where('owner_id', '=', String(id)).execute();
    await trx.deleteFrom('picture_it_sets').where('id', '=', id).execute();
    await recordWrite(trx, request, { action: 'pictureIt.delete', target: `pictureIt:${id}`, detail: { name: set.name } }, now);
  });
}
