// Dictionaries as a resource (resources/declaration.ts): their table, wire record, loaders and writers, from which
// the kernel answers list, detail, add, versioned update, delete (undoable: the dictionary and its items come back
// together), bulk delete/enable/disable, restore and export. Its items are their own resource (item-resource.ts).
import { defineResource } from '../../resources/declaration.js';
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

/** Dictionaries: POST /api/admin/dict/{list,detail,add,update,delete,bulk,restore,export}. */
export const dictResource = defineResource<DictRecord, (typeof DICT_OPERATIONS)[number]>({
  name: 'dict',
  label: 'Dictionary',
  table: 'dicts',
  record: dictResult,
  codes: DICT_OPERATIONS,
  softDelete: true,
  list: { body: dictListBody, result: dictListResult, filter: dictFilter, load: (db, body) => listDicts(db, body) },
  detail: (db, id) => dictDetail(db, { id }),
  add: { body: dictAddBody, summary: 'Add a dictionary (409 when the code exists)', write: addDict },
  update: { body: dictUpdateBody, summary: 'Update a dictionary (names, status, remarks)', write: updateDict },
  remove: { summary: 'Delete a dictionary and its items', check: dictDeleteNote, purge: purgeDicts },
  actions: { status: dictStatusAction<DictRecord>(setDictStatus) },
  actionValue: dictStatusValue,
  export: {
    columns: {
      id: true,
      code: true,
      name: true,
      nameZh: true,
      status: true,
      itemCount: ['Items', '字典项数'],
      remark: true,
      remarkZh: true,
      createdAt: true,
      updatedAt: true,
    },
    fileName: 'dictionaries',
  },
});
