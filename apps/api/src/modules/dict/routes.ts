import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { defineRoute } from './operations.js';
import { ok } from '../../http/envelope.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { holdVersion } from '../../http/partial-update.js';
import { auditedWrite, type AuditedStep } from '../../audit/audited-write.js';
import { Type } from '../../http/schema-types.js';
import { findDict, findItem, listDicts, listItems, loadAllDicts, secondLabel, toDictRecord } from './queries.js';
import * as s from './schemas.js';
import type { DictAllResult, DictItemListResult, DictItemRecord, DictListResult, DictRecord, ItemFields } from './schemas.js';
import { addItem, reorderItems, updateItem } from './writes.js';

/** Dependencies of {@link dictRoutes}. */
interface DictRouteDeps {
  db: Kysely<Database>;
  now: () => Date;
}

async function dictRecord(db: Kysely<Database>, by: { id?: number; code?: string }): Promise<DictRecord> {
  const d = await findDict(db, by);
  if (!d) throw notFound(`Dictionary ${by.code ?? by.id ?? ''} not found`);
  const { n } = await db
    .selectFrom('dict_items')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('dict_id', '=', d.id)
    .executeTakeFirstOrThrow();
  return toDictRecord(d, Number(n));
}

/** Dictionaries and their items: /api/admin/dict/... */
export function dictRoutes(app: FastifyInstance, deps: DictRouteDeps): void {
  const { db, now } = deps;
  const write = <T>(request: FastifyRequest, action: string, run: (trx: Transaction<Database>, at: string) => Promise<AuditedStep<T>>) =>
    auditedWrite(db, request, now(), action, run, 'That code or value already exists');
  const tags = ['dict'];

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/dict/all',
    access: { auth: 'self' },
    tags,
    result: s.dictAllResult,
    summary: 'Enabled dictionaries with their enabled items in order (for selects and tags)',
    handler: async () => ok<DictAllResult>(await loadAllDicts(db)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/dict/list',
    access: { operation: 'dict:list' },
    tags,
    body: s.dictListBody,
    result: s.dictListResult,
    summary: 'List dictionaries (search by code or name, filter by status)',
    handler: async (request) => {
      const { current = 1, pageSize = 20, keyword, status } = request.body ?? {};
      const page = await listDicts(db, { current, pageSize, ...(keyword ? { keyword } : {}), ...(status ? { status } : {}) });
      return ok<DictListResult>({ ...page, current, pageSize });
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/dict/detail',
    access: { operation: 'dict:detail' },
    tags,
    body: s.dictDetailBody,
    result: s.dictResult,
    summary: 'One dictionary by id or code',
    handler: async (request) => ok<DictRecord>(await dictRecord(db, request.body ?? {})),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/dict/add',
    access: { operation: 'dict:add' },
    tags,
    body: s.dictAddBody,
    result: s.dictResult,
    summary: 'Add a dictionary (409 when the code exists)',
    handler: async (request) => {
      const b = request.body;
      const id = await write(request, 'dict.add', async (trx, at) => {
        if (await findDict(trx, { code: b.code })) throw conflict(`code "${b.code}" already exists`);
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
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { result: row.id, target: b.code };
      });
      return ok<DictRecord>(await dictRecord(db, { id }));
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/dict/update',
    access: { operation: 'dict:update' },
    tags,
    body: s.dictUpdateBody,
    result: s.dictResult,
    stored: async (request) => {
      const d = await findDict(db, { id: (request.body as { id: number }).id });
      return d && toDictRecord(d, 0);
    },
    summary: 'Update a dictionary (names, status, remarks)',
    handler: async (request) => {
      const b = request.body;
      await write(request, 'dict.update', async (trx, at) => {
        const d = await findDict(trx, { id: b.id });
        if (!d) throw notFound(`Dictionary ${b.id} not found`);
        await holdVersion(trx, 'dicts', b.id, b.updatedAt);
        const name = (b.name ?? d.name).trim();
        if (!name) throw badRequest('name cannot be empty', 'name');
        const nameZh = b.nameZh === undefined ? d.name_zh : secondLabel(b.nameZh);
        await trx
          .updateTable('dicts')
          .set({
            name,
            name_zh: nameZh,
            status: b.status ?? d.status,
            remark: b.remark === undefined ? d.remark : b.remark,
            remark_zh: b.remarkZh === undefined ? d.remark_zh : secondLabel(b.remarkZh),
            updated_at: at,
          })
          .where('id', '=', b.id)
          .execute();
        return { result: null, target: d.code, detail: { name, nameZh, status: b.status ?? d.status } };
      });
      return ok<DictRecord>(await dictRecord(db, { id: b.id }));
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/dict/delete',
    access: { operation: 'dict:delete' },
    tags,
    body: s.idBody,
    result: Type.Null(),
    summary: 'Delete a dictionary and its items',
    handler: async (request) => {
      await write(request, 'dict.delete', async (trx) => {
        const d = await findDict(trx, { id: request.body.id });
        if (!d) throw notFound(`Dictionary ${request.body.id} not found`);
        await trx.deleteFrom('dicts').where('id', '=', d.id).execute();
        return { result: null, target: d.code };
      });
      return ok(null);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/dict/item/list',
    access: { operation: 'dict:list' },
    tags,
    body: s.itemListBody,
    result: s.itemListResult,
    summary: 'All items of one dictionary, in order',
    handler: async (request) => {
      const dict = await dictRecord(db, { code: request.body.dictCode });
      return ok<DictItemListResult>({ dict, list: await listItems(db, dict.id) });
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/dict/item/add',
    access: { operation: 'dict:add' },
    tags,
    body: s.itemAddBody,
    result: s.itemResult,
    summary: 'Add an item at the end of a dictionary (409 when the value exists)',
    handler: async (request) => {
      const { dictCode, ...fields } = request.body;
      const item = await write(request, 'dict.item.add', async (trx, at) => {
        const added = await addItem(trx, dictCode, fields, at);
        return { result: added, target: `${dictCode}:${added.value}` };
      });
      return ok<DictItemRecord>(item);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/dict/item/update',
    access: { operation: 'dict:update' },
    tags,
    body: s.itemUpdateBody,
    result: s.itemResult,
    stored: (request) => findItem(db, (request.body as { id: number }).id),
    summary: 'Update an item; making it the default clears the previous default',
    handler: async (request) => {
      // The stored record filled every omitted field before the handler (define-route.ts), so all are set.
      const { id, updatedAt, ...fields } = request.body;
      const item = await write(request, 'dict.item.update', async (trx, at) => {
        const updated = await updateItem(trx, id, fields as ItemFields, at, updatedAt);
        return { result: updated, target: `item:${id}`, detail: { value: updated.value, isDefault: updated.isDefault } };
      });
      return ok<DictItemRecord>(item);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/dict/item/delete',
    access: { operation: 'dict:delete' },
    tags,
    body: s.idBody,
    result: Type.Null(),
    summary: 'Delete an item',
    handler: async (request) => {
      await write(request, 'dict.item.delete', async (trx) => {
        const row = await trx.deleteFrom('dict_items').where('id', '=', request.body.id).returning(['value']).executeTakeFirst();
        if (!row) throw notFound(`Dictionary item ${request.body.id} not found`);
        return { result: null, target: `item:${request.body.id}`, detail: { value: row.value } };
      });
      return ok(null);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/dict/item/reorder',
    access: { operation: 'dict:update' },
    tags,
    body: s.itemReorderBody,
    result: Type.Null(),
    summary: 'Set the order of all items of a dictionary',
    handler: async (request) => {
      await write(request, 'dict.item.reorder', async (trx, at) => {
        await reorderItems(trx, request.body.dictCode, request.body.ids, at);
        return { result: null, target: request.body.dictCode };
      });
      return ok(null);
    },
  });
}
