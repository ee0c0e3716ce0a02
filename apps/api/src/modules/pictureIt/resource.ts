// Picture It sets as a resource (resources/declaration.ts): their table, wire record, loaders and writers, from
// which the kernel answers list, detail, add, versioned update, delete (undoable), bulk, restore and export.
import { defineResource, exportColumn } from '../../resources/declaration.js';
import { PICTURE_IT_OPERATIONS } from './operations.js';
import { findSet, listSets } from './queries.js';
import {
  pictureItAddBody,
  pictureItDetailResult,
  pictureItFilter,
  pictureItListBody,
  pictureItListResult,
  pictureItStatusValue,
  pictureItUpdateBody,
  type PictureItSetSummary,
  type PictureItStatus,
} from './schemas.js';
import { addSet, checkDeletable, purgeSets, setSetStatus, updateSet } from './writes.js';

const column = exportColumn<PictureItSetSummary>;

/** The columns a Picture It export can write, in their default order. */
const PICTURE_IT_EXPORT_COLUMNS = [
  column('id', 'ID', '编号', (s) => s.id),
  column('name', 'Name', '名称', (s) => s.name),
  column('instructions', 'Instructions', '说明', (s) => s.instructions),
  column('status', 'Status', '状态', (s) => s.status),
  column('imageCount', 'Images', '图片数', (s) => s.imageCount),
  column('createdAt', 'Created at', '创建时间', (s) => s.createdAt),
  column('updatedAt', 'Updated at', '更新时间', (s) => s.updatedAt),
];

/** Picture It sets: POST /api/admin/pictureIt/{list,detail,add,update,delete,bulk,restore,export}. */
export const pictureItResource = defineResource<PictureItSetSummary, (typeof PICTURE_IT_OPERATIONS)[number]>({
  name: 'pictureIt',
  table: 'picture_it_sets',
  record: pictureItDetailResult,
  versioned: true,
  notFound: 'Picture It set not found',
  codes: PICTURE_IT_OPERATIONS,
  softDelete: { column: 'deleted_at' },
  list: { body: pictureItListBody, result: pictureItListResult, filter: pictureItFilter, load: (db, body) => listSets(db, body) },
  detail: (db, id) => findSet(db, id),
  add: { body: pictureItAddBody, summary: 'Create a Picture It set', write: addSet },
  update: { body: pictureItUpdateBody, summary: "Update a Picture It set; images, when given, replace the set's images", write: updateSet },
  remove: { summary: 'Delete a set (409 while a question uses it)', check: checkDeletable, purge: purgeSets },
  actions: {
    status: {
      operation: () => 'pictureIt:status',
      needsValue: true,
      run: (trx, id, value, caller) => setSetStatus(trx, id, value as PictureItStatus, caller.at),
    },
  },
  actionValue: pictureItStatusValue,
  export: { columns: PICTURE_IT_EXPORT_COLUMNS, fileName: 'picture-it-sets' },
});
