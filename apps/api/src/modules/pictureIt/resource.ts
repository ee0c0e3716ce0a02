// Picture It sets as a resource (resources/declaration.ts): their table, wire record, loaders and writers, from
// which the kernel answers list, detail, add, versioned update, delete (undoable), bulk, restore and export.
import { valueAction } from '../../resources/actions.js';
import { defineResource } from '../../resources/declaration.js';
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

/** Picture It sets: POST /api/admin/pictureIt/{list,detail,add,update,delete,bulk,restore,export}. */
export const pictureItResource = defineResource<PictureItSetSummary, (typeof PICTURE_IT_OPERATIONS)[number]>({
  name: 'pictureIt',
  label: 'Picture It set',
  table: 'picture_it_sets',
  record: pictureItDetailResult,
  codes: PICTURE_IT_OPERATIONS,
  softDelete: true,
  list: { body: pictureItListBody, result: pictureItListResult, filter: pictureItFilter, load: (db, body) => listSets(db, body) },
  detail: (db, id) => findSet(db, id),
  add: { body: pictureItAddBody, summary: 'Create a Picture It set', write: addSet },
  update: { body: pictureItUpdateBody, summary: "Update a Picture It set; images, when given, replace the set's images", write: updateSet },
  remove: { summary: 'Delete a set (409 while a question uses it)', check: checkDeletable, purge: purgeSets },
  actions: {
    status: valueAction('pictureIt:status', (trx, id, status: PictureItStatus, caller) => setSetStatus(trx, id, status, caller.at)),
  },
  actionValue: pictureItStatusValue,
  export: {
    columns: {
      id: true,
      name: true,
      instructions: ['Instructions', '说明'],
      status: true,
      imageCount: ['Images', '图片数'],
      createdAt: true,
      updatedAt: true,
    },
    fileName: 'picture-it-sets',
  },
});
