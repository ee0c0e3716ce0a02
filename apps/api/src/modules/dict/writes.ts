// The dictionary writes. Each runs inside the caller's transaction and throws ApiError on a
// conflict, so nothing changes when a rule is broken.
import { holdVersion } from '../../http/partial-update.js';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { findDict, findItem, secondLabel } from './queries.js';
import type { DictItemRecord, ItemFields } from './schemas.js';

/** Clears the default flag of every other item of the dictionary (at most one default). */
async function clearDefault(trx: Transaction<Database>, dictId: number, keepId: number | null, now: string): Promise<void> {
  let q = trx.updateTable('dict_items').set({ is_default: 0, updated_at: now }).where('dict_id', '=', dictId).where('is_default', '=', 1);
  if (keepId !== null) q = q.where('id', '!=', keepId);
  await q.execute();
}

async function assertValueFree(db: Kysely<Database>, dictId: number, value: string, exceptId: number | null): Promise<void> {
  let q = db.selectFrom('dict_items').select('id').where('dict_id', '=', dictId).where('value', '=', value);
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw conflict(`value "${value}" already exists in this dictionary`);
}

/** Adds an item at the end of its dictionary. */
export async function addItem(trx: Transaction<Database>, dictCode: string, fields: ItemFields, now: string): Promise<DictItemRecord> {
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = await findItem(trx, id);
  if (!item) throw notFound('Item not found');
  return item;
}

/** Updates an item (its order is changed by {@link reorderItems}). */
export async function updateItem(
  trx: Transaction<Database>,
  id: number,
  fields: ItemFields,
  now: string,
  expectedVersion?: string,
): Promise<DictItemRecord> {
  const before = await findItem(trx, id);
  if (!before) throw notFound(`Dictionary item ${id} not found`);
  await holdVersion(trx, 'dict_items', id, expectedVersion);
  const value = fields.value.trim();
  if (value === '') throw badRequest('value cannot be empty', 'value');
  await assertValueFree(trx, before.dictId, value, id);
  if (fields.isDefault) await clearDefault(trx, before.dictId, id, now);
  await trx
    .updateTable('dict_items')
    .set({
      label: fields.label.trim(),
      label_zh: fields.labelZh === undefined ? before.labelZh : secondLabel(fields.labelZh),
      value,
      color: fields.color ?? null,
      status: fields.status ?? before.status,
      is_default: (fields.isDefault ?? before.isDefault) ? 1 : 0,
      remark: fields.remark === undefined ? before.remark : fields.remark,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
  const item = await findItem(trx, id);
  if (!item) throw notFound('Item not found');
  return item;
}

/** Sets the order of a dictionary's items; `ids` must list every item of it exactly once. */
export async function reorderItems(trx: Transaction<Database>, dictCode: string, ids: number[], now: string): Promise<void> {
  const dict = await findDict(trx, { code: dictCode });
  if (!dict) throw notFound(`Dictionary ${dictCode} not found`);
  const existing = await trx.selectFrom('dict_items').select('id').where('dict_id', '=', dict.id).execute();
  const known = new Set(existing.map((r) => r.id));
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
