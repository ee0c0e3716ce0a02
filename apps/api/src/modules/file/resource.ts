// Files as a resource (resources/declaration.ts): list (keyword search, type filter), detail, delete (undoable: the
// row and its bytes stay until the purge, so a restored file still downloads), bulk delete and export come from the
// kernel. Upload, download and preview do more and stay hand-written (routes.ts).
import { ownUnlessGranted } from '../../auth/record-scope.js';
import { defineResource } from '../../resources/declaration.js';
import { pagedLoad } from '../../resources/paged-list.js';
import { FILE_OPERATIONS } from './operations.js';
import { findFile, listFiles } from './queries.js';
import { idsInReach } from './reach.js';
import { fileFilter, fileResult, listBody, listResult, type FileFilter, type FileRecord } from './schemas.js';
import { checkDeletable, purgeFiles } from './writes.js';

/** Files: POST /api/admin/file/{list,detail,delete,bulk,restore,export}. */
export const fileResource = defineResource<FileRecord, (typeof FILE_OPERATIONS)[number]>({
  name: 'file',
  label: 'File',
  table: 'files',
  record: fileResult,
  codes: FILE_OPERATIONS,
  // File managers (file:list) reach every file; others with file:detail only theirs and the Picture It images (reach.ts).
  scope: ownUnlessGranted('file:list'),
  scopeIds: (db, ids, scope) => idsInReach(db, scope.userId, ids),
  softDelete: true,
  list: {
    body: listBody,
    result: listResult,
    filter: fileFilter,
    load: pagedLoad((db, filter: FileFilter, page) => listFiles(db, { ...page, ...filter })),
  },
  detail: async (db, id, scope) => (scope && (await idsInReach(db, scope.userId, [id])).length === 0 ? undefined : findFile(db, id)),
  remove: { summary: 'Delete a file (409 while something uses it)', check: checkDeletable, purge: purgeFiles },
  // Keys as the console's columns.
  export: {
    columns: {
      id: true,
      name: true,
      mime: ['Type', '类型'],
      size: ['Size (bytes)', '大小（字节）'],
      sha256: ['SHA-256', 'SHA-256'],
      uploaderName: ['Uploaded by', '上传人'],
      createdAt: ['Uploaded', '上传时间'],
      usageCount: ['In use', '使用情况'],
    },
    fileName: 'files',
  },
});
