// The dictionary writes the declaration (resource.ts) runs. Each runs inside the kernel's transaction and throws
// ApiError on a broken rule, so nothing changes. A dictionary's items go with it: set aside by its delete, back with
// its restore, purged with it.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { Caller, WriteNote } from '../../resources/declaration.js';
import { findDict, secondLabel } from './queries.js';
import type { DictAddRequest, DictUpdateRequest } from './schemas.js';

type Trx = Transaction<Database>;

/** 409 when a dictionary (live, or deleted and still restorable) holds `code`. */
async function assertCodeFree(trx: Trx, code: string): Promise<void> {
  const held = await trx.selectFrom('dicts').select('deleted_at').where('code', '=', code).executeTakeFirst();
  if (!held) return;
  if (held.deleted_at) throw conflict(`code "${code}" belongs to a deleted dictionary until its delete can no longer be undone`);
  throw conflict(`code "${code}" already exists`);
}

/** Adds a dictionary (the code cannot change later). */
export async function addDict(trx: Trx, b: DictAddRequest, caller: Caller): Promise<{ id: number } & WriteNote> {
  await assertCodeFree(trx, b.code);
  const at = caller.at.toISOString();
  const row = await trx
    .insertInto('dicts')
    .values({
      code: b.code,
      name: b.name.trim(),
      name_zh: secondLabel(b.nameZh),
      status: b.status ?? 'enabled',
      remark: b.remark ?? null,
      remark_zh: secondLabel(b.remarkZh),
      created_at: at,
      updated_at: at,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, target: b.code };
}

/** Updates a dictionary's names, status and remarks (an omitted field keeps its value). */
export async function updateDict(trx: Trx, id: number, b: DictUpdateRequest, caller: Caller): Promise<WriteNote> {
  const d = await findDict(trx, { id });
  if (!d) throw notFound(`Dictionary ${id} not found`);
  const name = (b.name ?? d.name).trim();
  if (!name) throw badRequest('name cannot be empty', 'name');
  const nameZh = b.nameZh === undefined ? d.name_zh : secondLabel(b.nameZh);
  const status = b.status ?? d.status;
  await trx
    .updateTable('dicts')
    .set({
      name,
      name_zh: nameZh,
      status,
      remark: b.remark === undefined ? d.remark : b.remark,
      remark_zh: b.remarkZh === undefined ? d.remark_zh : secondLabel(b.remarkZh),
      updated_at: caller.at.toISOString(),
    })
    .where('id', '=', id)
    .execute();
  return { target: d.code, detail: { name, nameZh, status } };
}

/** Enables or disables a live dictionary (a bulk status step). */
export async function setDictStatus(trx: Trx, id: number, status: 'enabled' | 'disabled', at: Date): Promise<void> {
  const d = await findDict(trx, { id });
  if (!d) throw notFound(`Dictionary ${id} not found`);
  await trx.updateTable('dicts').set({ status, updated_at: at.toISOString() }).where('id', '=', id).execute();
}

/** The audit target of a dictionary's delete: its code. */
export async function dictDeleteNote(trx: Trx, id: number): Promise<WriteNote> {
  const d = await findDict(trx, { id });
  if (!d) throw notFound(`Dictionary ${id} not found`);
  return { target: d.code };
}

/** Removes dictionaries for good, with their items. */
export async function purgeDicts(trx: Trx, ids: readonly number[]): Promise<void> {
  await trx.deleteFrom('dict_items').where('dict_id', 'in', ids).execute();
  await trx.deleteFrom('dicts').where('id', 'in', ids).execute();
}
