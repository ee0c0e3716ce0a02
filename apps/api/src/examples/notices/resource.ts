// The notices example as a resource (resources/declaration.ts): the kernel answers list, detail, add, versioned
// update, delete and bulk delete from it.
import { defineResource } from '../../resources/declaration.js';
import { NOTICE_OPERATIONS } from './operations.js';
import { findNotice, listNotices } from './queries.js';
import {
  noticeAddBody,
  noticeFilter,
  noticeListBody,
  noticeListResult,
  noticeRecord,
  noticeUpdateBody,
  type NoticeRecord,
} from './schemas.js';
import { addNotice, purgeNotices, updateNotice } from './writes.js';

/** The notice board: POST /api/admin/notice/{list,detail,add,update,delete,bulk}. */
export const noticeResource = defineResource<NoticeRecord, (typeof NOTICE_OPERATIONS)[number]>({
  name: 'notice',
  label: 'Notice',
  table: 'notices',
  record: noticeRecord,
  codes: NOTICE_OPERATIONS,
  list: { body: noticeListBody, result: noticeListResult, filter: noticeFilter, load: (db, body) => listNotices(db, body) },
  detail: (db, id) => findNotice(db, id),
  add: { body: noticeAddBody, summary: 'Post a notice', write: addNotice },
  update: { body: noticeUpdateBody, summary: 'Edit a notice', write: updateNotice },
  remove: { summary: 'Delete a notice', purge: purgeNotices },
});
