// Agreement versions as a resource (resources/declaration.ts): their table, wire record, loaders and writers, from
// which the kernel answers list, detail, add, versioned update, delete of drafts (undoable), bulk, restore and export.
import { defineResource } from '../../resources/declaration.js';
import { pagedLoad } from '../../resources/paged-list.js';
import { AGREEMENT_OPERATIONS } from './operations.js';
import { findAgreement, listAgreements } from './queries.js';
import {
  addBody,
  listBody,
  listFilter,
  listResult,
  recordResult,
  updateBody,
  type AgreementListRequest,
  type AgreementRecord,
} from './schemas.js';
import { addAgreement, checkDeletable, purgeAgreements, updateAgreement } from './writes.js';

/** Agreements: POST /api/admin/agreement/{list,detail,add,update,delete,bulk,restore,export}. */
export const agreementResource = defineResource<AgreementRecord, (typeof AGREEMENT_OPERATIONS)[number]>({
  name: 'agreement',
  label: 'Agreement',
  table: 'agreements',
  record: recordResult,
  codes: AGREEMENT_OPERATIONS,
  softDelete: true,
  list: {
    body: listBody,
    result: listResult,
    filter: listFilter,
    // A status of '' means any.
    load: pagedLoad((db, { status, ...filter }: AgreementListRequest, page) =>
      listAgreements(db, { ...page, ...filter, ...(status ? { status } : {}) }),
    ),
  },
  detail: (db, id) => findAgreement(db, id),
  add: { body: addBody, summary: 'Add a draft: the next version number of its type', write: addAgreement },
  update: { body: updateBody, summary: 'Edit a draft (a published or superseded version never changes: 409)', write: updateAgreement },
  remove: { summary: 'Delete a draft (published and superseded versions are kept: 409)', check: checkDeletable, purge: purgeAgreements },
  // Content stays out: lists do not read it.
  export: {
    columns: {
      id: true,
      type: true,
      version: ['Version', '版本'],
      title: true,
      status: true,
      publishedAt: ['Published at', '发布时间'],
      publishedBy: ['Published by', '发布人'],
      updatedBy: ['Updated by', '更新人'],
      updatedAt: true,
    },
    fileName: 'agreements',
  },
});
