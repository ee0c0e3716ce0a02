// Dictionaries as a resource (resources/declaration.ts): their table, wire record, loaders and writers, from which
// the kernel answers list, detail, add, versioned update, delete (undoable: the dictionary and its items come back
// together), bulk delete/enable/disable, restore and export. Its items are their own resource (item-resource.ts).
import { defineResource, exportColumn } from '../../resources/declaration.js';
import { DICT_OPERATIONS, dictStatusAction } from './operations.js';
import { dictDetail, listDicts } from './queries.js';
import {
  dictAddBody,
  dictFilter,
  dictListBody,
  dictListResult,
  dictResult,
  dictStatusValue,
  dictUpdateBody,
  type DictRecord,
} from './schemas.js';
import { addDict, dictDeleteNote, purgeDicts, setDictStatus, updateDict } from './writes.js';

const column = exportColumn<DictRecord>;

/** The columns a dictionary export can write, in their default order. */
const DICT_EXPORT_COLUMNS = [
  column('id', 'ID', '编号', (d) => d.id),
  column('code', 'Code', '编码', (d) => d.code),
  column('name', 'Name', '名称', (d) => d.name),
  column('nameZh', 'Name (Chinese)', '中文名称', (d) => d.nameZh),
  column('status', 'Status', '状态', (d) => d.status),
  column('itemCount', 'Items', '字典项数', (d) => d.itemCount),
  column('remark', 'Remark', '备注', (d) => d.remark),
  column('remarkZh', 'Remark (Chinese)', '中文备注', (d) => d.remarkZh),
  column('createdAt', 'Created at', '创建时间', (d) => d.createdAt),
  column('updatedAt', 'Updated at', '更新时间', (d) => d.updatedAt),
];

/** Dictionaries: POST /api/admin/dict/{list,detail,add,update,delete,bulk,restore,export}. */
export const dictResource = defineResource<DictRecord, (typeof DICT_OPERATIONS)[number]>({
  name: 'dict',
  table: 'dicts',
  record: dictResult,
  versioned: true,
  notFound: 'Dictionary not found',
  codes: DICT_OPERATIONS,
  softDelete: { column: 'deleted_at' },
  list: { body: dictListBody, result: dictListResult, filter: dictFilter, load: (db, body) => listDicts(db, body) },
  detail: (db, id) => dictDetail(db, { id }),
  add: { body: dictAddBody, summary: 'Add a dictionary (409 when the code exists)', write: addDict },
  update: { body: dictUpdateBody, summary: 'Update a dictionary (names, status, remarks)', write: updateDict },
  remove: { summary: 'Delete a dictionary and its items', check: dictDeleteNote, purge: purgeDicts },
  actions: { status: dictStatusAction<DictRecord>(setDictStatus) },
  actionValue: dictStatusValue,
  export: { columns: DICT_EXPORT_COLUMNS, fileName: 'dictionaries' },
});
