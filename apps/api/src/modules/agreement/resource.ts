// Agreement versions as a resource (resources/declaration.ts): their table, wire record, loaders and writers, from
// which the kernel answers list, detail, add, versioned update, delete of drafts (undoable), bulk, restore and export.
import { defineResource, exportColumn } from '../../resources/declaration.js';
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

const column = exportColumn<AgreementRecord>;

/** The columns an agreement export can write, in their default order (content stays out: lists do not read it). */
const AGREEMENT_EXPORT_COLUMNS = [
  column('id', 'ID', '编号', (a) => a.id),
  column('type', 'Type', '类型', (a) => a.type),
  column('version', 'Version', '版本', (a) => a.version),
  column('title', 'Title', '标题', (a) => a.title),
  column('status', 'Status', '状态', (a) => a.status),
  column('publishedAt', 'Published at', '发布时间', (a) => a.publishedAt),
  column('publishedBy', 'Published by', '发布人', (a) => a.publishedBy),
  column('updatedBy', 'Updated by', '更新人', (a) => a.updatedBy),
  column('updatedAt', 'Updated at', '更新时间', (a) => a.updatedAt),
];

/** One page of the list as /list answers it. */
async function loadPage(db: Parameters<typeof listAgreements>[0], body: AgreementListRequest) {
  const { current = 1, pageSize = 20, type, status, keyword } = body;
  const page = await listAgreements(db, {
    current,
    pageSize,
    ...(type ? { type } : {}),
    ...(status ? { status } : {}),
    ...(keyword ? { keyword } : {}),
  });
  return { ...page, current, pageSize };
}

/** Agreements: POST /api/admin/agreement/{list,detail,add,update,delete,bulk,restore,export}. */
export const agreementResource = defineResource<AgreementRecord, (typeof AGREEMENT_OPERATIONS)[number]>({
  name: 'agreement',
  table: 'agreements',
  record: recordResult,
  versioned: true,
  notFound: 'Agreement not found',
  codes: AGREEMENT_OPERATIONS,
  softDelete: { column: 'deleted_at' },
  list: { body: listBody, result: listResult, filter: listFilter, load: (db, body) => loadPage(db, body) },
  detail: (db, id) => findAgreement(db, id),
  add: { body: addBody, summary: 'Add a draft: the next version number of its type', write: addAgreement },
  update: { body: updateBody, summary: 'Edit a draft (a published or superseded version never changes: 409)', write: updateAgreement },
  remove: { summary: 'Delete a draft (published and superseded versions are kept: 409)', check: checkDeletable, purge: purgeAgreements },
  export: { columns: AGREEMENT_EXPORT_COLUMNS, fileName: 'agreements' },
});
