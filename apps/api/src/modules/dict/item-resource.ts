// Dictionary items as a resource (resources/declaration.ts) under /api/admin/dict/item/: list (one dictionary's,
// by `dictCode`), detail, add, versioned update, delete (undoable), bulk delete/enable/disable, restore and export.
// They answer to the dictionary's operation codes and audit as `dict.item.*`; reorder stays a route of its own.
import { defineResource } from '../../resources/declaration.js';
import { DICT_OPERATIONS, dictStatusAction } from './operations.js';
import { findItem, listItems } from './queries.js';
import { dictStatusValue, itemAddBody, itemFilter, itemListBody, itemListResult, itemResult, itemUpdateBody } from './schemas.js';
import type { DictItemListRequest, DictItemRecord } from './schemas.js';
import { addItem, itemDeleteNote, itemMayRestore, purgeItems, setItemStatus, updateItem } from './item-writes.js';

const verbs = ['add', 'update', 'delete', 'restore', 'bulk', 'export'] as const;

/** Items of dictionaries: POST /api/admin/dict/item/{list,detail,add,update,delete,bulk,restore,export}. */
export const dictItemResource = defineResource<DictItemRecord, (typeof DICT_OPERATIONS)[number]>({
  name: 'dict/item',
  label: 'Dictionary item',
  table: 'dict_items',
  record: itemResult,
  codes: DICT_OPERATIONS,
  access: {
    list: { operation: 'dict:list' },
    detail: { operation: 'dict:detail' },
    add: { operation: 'dict:add' },
    update: { operation: 'dict:update' },
    delete: { operation: 'dict:delete' },
    restore: { operation: 'dict:delete' },
    bulk: { operation: 'dict:list' },
    export: { operation: 'dict:list' },
  },
  audit: Object.fromEntries(verbs.map((verb) => [verb, `dict.item.${verb}`])),
  softDelete: { mayRestore: (trx, id) => itemMayRestore(trx, id) },
  list: { body: itemListBody, result: itemListResult, filter: itemFilter, load: (db, body) => listItems(db, body as DictItemListRequest) },
  detail: (db, id) => findItem(db, id),
  add: { body: itemAddBody, summary: 'Add an item at the end of a dictionary (409 when the value exists)', write: addItem },
  update: {
    body: itemUpdateBody,
    summary: 'Update an item; making it the default clears the previous default',
    // The stored record filled every omitted field before the write (http/define-route.ts), so all are set.
    write: (trx, id, body: { id: number; updatedAt?: string } & Parameters<typeof updateItem>[2], caller) => {
      const { id: _id, updatedAt: _version, ...fields } = body;
      return updateItem(trx, id, fields, caller);
    },
  },
  remove: { summary: 'Delete an item', check: itemDeleteNote, purge: purgeItems },
  actions: { status: dictStatusAction<DictItemRecord>(setItemStatus) },
  actionValue: dictStatusValue,
  export: {
    columns: {
      id: true,
      label: ['Label', '标签'],
      labelZh: ['Label (Chinese)', '中文标签'],
      value: ['Value', '值'],
      order: ['Order', '排序'],
      color: ['Colour', '颜色'],
      status: true,
      isDefault: ['Default', '默认'],
      remark: true,
      updatedAt: true,
    },
    fileName: 'dictionary-items',
  },
});
