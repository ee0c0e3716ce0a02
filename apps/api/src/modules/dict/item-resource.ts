// Dictionary items as a resource (resources/declaration.ts) under /api/admin/dict/item/: list (one dictionary's,
// by `dictCode`), detail, add, versioned update, delete (undoable), bulk delete/enable/disable, restore and export.
// They answer to the dictionary's operation codes and audit as `dict.item.*`; reorder stays a route of its own.
import { defineResource, exportColumn } from '../../resources/declaration.js';
import { DICT_OPERATIONS, dictStatusAction } from './operations.js';
import { findItem, listItems } from './queries.js';
import { dictStatusValue, itemAddBody, itemFilter, itemListBody, itemListResult, itemResult, itemUpdateBody } from './schemas.js';
import type { DictItemListRequest, DictItemRecord } from './schemas.js';
import { addItem, itemDeleteNote, itemMayRestore, purgeItems, setItemStatus, updateItem } from './item-writes.js';

const column = exportColumn<DictItemRecord>;

/** The columns an item export can write, in their default order. */
const ITEM_EXPORT_COLUMNS = [
  column('id', 'ID', '编号', (i) => i.id),
  column('label', 'Label', '标签', (i) => i.label),
  column('labelZh', 'Label (Chinese)', '中文标签', (i) => i.labelZh),
  column('value', 'Value', '值', (i) => i.value),
  column('order', 'Order', '排序', (i) => i.order),
  column('color', 'Colour', '颜色', (i) => i.color),
  column('status', 'Status', '状态', (i) => i.status),
  column('isDefault', 'Default', '默认', (i) => (i.isDefault ? 'yes' : 'no')),
  column('remark', 'Remark', '备注', (i) => i.remark),
  column('updatedAt', 'Updated at', '更新时间', (i) => i.updatedAt),
];

const verbs = ['add', 'update', 'delete', 'restore', 'bulk', 'export'] as const;

/** Items of dictionaries: POST /api/admin/dict/item/{list,detail,add,update,delete,bulk,restore,export}. */
export const dictItemResource = defineResource<DictItemRecord, (typeof DICT_OPERATIONS)[number]>({
  name: 'dict/item',
  table: 'dict_items',
  record: itemResult,
  versioned: true,
  notFound: 'Dictionary item not found',
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
  softDelete: { column: 'deleted_at', mayRestore: (trx, id) => itemMayRestore(trx, id) },
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
  export: { columns: ITEM_EXPORT_COLUMNS, fileName: 'dictionary-items' },
});
