// The dictionary-item writes the item declaration (item-resource.ts) and the reorder route run. Each runs inside
// the caller's transaction and throws ApiError on a conflict, so nothing changes when a rule is broken. A deleted
// item keeps its value (and default flag) until it is purged, so an undo brings back exactly what was deleted.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { Caller, WriteNote } from '../../resources/declaration.js';
import { findDict, findItem, itemIds, secondLabel } from './queries.js';
import type { DictItemAddRequest, DictItemRecord, ItemFields } from './schemas.js';

type Trx = Transaction<Database>;

/** Clears the default flag of every other item of the dictionary (at most one default). */
async function clearDefault(trx: Trx, dictId: number, keepId: number | null, now: string): Promise<void> {
  let q = trx.updateTable('dict_items').set({ is_default: 0, updated_at: now }).where('dict_id', '=', dictId).where('is_default', '=', 1);
  if (keepId !== null) q = q.where('id', '!=', keepId);
  await q.execute();
}

/** 409 when another item of the dictionary (live, or deleted and still restorable) holds `value`. */
async function assertValueFree(trx: Trx, dictId: number, value: string, exceptId: number | null): Promise<void> {
  let q = trx.selectFrom('dict_items').select('deleted_at').where('dict_id', '=', dictId).where('value', '=', value);
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  const held = await q.executeTakeFirst();
  if (!held) return;
  if (held.deleted_at) throw conflict(`value "${value}" belongs to a deleted item until its delete can no longer be undone`);
  throw conflict(`value "${value}" already exists in this dictionary`);
}

/** A live item, or 404. */
async function liveItem(trx: Trx, id: number): Promise<DictItemRecord> {
  const item = await findItem(trx, id);
  if (!item) throw notFound(`Dictionary item ${id} not found`);
  return item;
}

/** Adds an item at the end of its dictionary. */
export async function addItem(trx: Trx, body: DictItemAddRequest, caller: Caller): Promise<{ id: number } & WriteNote> {
  const { dictCode, ...fields } = body;
  const now = caller.at.toISOString();
  const dict = await findDict(trx, { code: dictCode });
  if (!dict) throw notFound(`Dictionary ${dictCode} not found`);
  const value = fields.value.trim();
  if (value === '') throw badRequest('value cannot be empty', 'value');
  await assertValueFree(trx, dict.id, value, null);
  const last = await trx
    .selectFrom('dict_items')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .where('dict_id', '=', dict.id)
    .executeTakeFirst();
  if (fields.isDefault) await clearDefault(trx, dict.id, null, now);
  const { id } = await trx
    .insertInto('dict_items')
    .values({
      dict_id: dict.id,
      label: fields.label.trim(),
      label_zh: secondLabel(fields.labelZh),
      value,
      sort_order: Number(last?.max ?? 0) + 10,
      color: fields.color ?? null,
      status: fields.status ?? 'enabled',
      is_default: fields.isDefault ? 1 : 0,
      remark: fields.remark ?? null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, target: `${dictCode}:${value}` };
}

/** Updates an item (its order is changed by {@link reorderItems}); the kernel has checked its version. */
export async function updateItem(trx: Trx, id: number, fields: ItemFields, caller: Caller): Promise<WriteNote> {
  const before = await liveItem(trx, id);
  const now = caller.at.toISOString();
  const value = fields.value.trim();
  if (value === '') throw badRequest('value cannot be empty', 'value');
  await assertValueFree(trx, before.dictId, value, id);
  const isDefault = fields.isDefault ?? before.isDefault;
  if (fields.isDefault) await clearDefault(trx, before.dictId, id, now);
  await trx
    .updateTable('dict_items')
    .set({
      label: fields.label.trim(),
      label_zh: fields.labelZh === undefined ? before.labelZh : secondLabel(fields.labelZh),
      value,
      color: fields.color ?? null,
      status: fields.status ?? before.status,
      is_default: isDefault ? 1 : 0,
      remark: fields.remark === undefined ? before.remark : fields.remark,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
  return { target: `item:${id}`, detail: { value, isDefault } };
}

/** Enables or disables a live item (a bulk status step). */
export async function setItemStatus(trx: Trx, id: number, status: 'enabled' | 'disabled', at: Date): Promise<void> {
  await liveItem(trx, id);
  await trx.updateTable('dict_items').set({ status, updated_at: at.toISOString() }).where('id', '=', id).execute();
}

/** The audit note of an item's delete (404 for an item of a deleted dictionary). */
export async function itemDeleteNote(trx: Trx, id: number): Promise<WriteNote> {
  const item = await liveItem(trx, id);
  return { target: `item:${id}`, detail: { value: item.value } };
}

/** Refuses to bring back an item whose dictionary has been deleted since. */
export async function itemMayRestore(trx: Trx, id: number): Promise<void> {
  const row = await trx
    .selectFrom('dict_items as i')
    .innerJoin('dicts as d', 'd.id', 'i.dict_id')
    .select('d.deleted_at')
    .where('i.id', '=', id)
    .executeTakeFirst();
  if (!row || row.deleted_at) throw notFound(`Dictionary item ${id} not found`);
}

/** Removes items for good. */
export async function purgeItems(trx: Trx, ids: readonly number[]): Promise<void> {
  await trx.deleteFrom('dict_items').where('id', 'in', ids).execute();
}

/** Sets the order of a dictionary's items; `ids` must list every live item of it exactly once. */
export async function reorderItems(trx: Trx, dictCode: string, ids: number[], now: string): Promise<void> {
  const dict = await findDict(trx, { code: dictCode });
  if (!dict) throw notFound(`Dictionary ${dictCode} not found`);
  const known = new Set(await itemIds(trx, dict.id));
  if (ids.length !== known.size || ids.some((i) => !known.has(i))) {
    throw badRequest('ids must list every item of the dictionary exactly once', 'ids');
  }
  for (const [index, itemId] of ids.entries()) {
    await trx
      .updateTable('dict_items')
      .set({ sort_order: (index + 1) * 10, updated_at: now })
      .where('id', '=', itemId)
      .execute();
  }
}
