// Files as a resource (resources/declaration.ts): list (keyword search, type filter), detail, delete (undoable: the
// row and its bytes stay until the purge, so a restored file still downloads), bulk delete and export come from the
// kernel. Upload, download and preview do more and stay hand-written (routes.ts).
import { defineResource, exportColumn } from '../../resources/declaration.js';
import { FILE_OPERATIONS } from './operations.js';
import { findFile, listFiles } from './queries.js';
import { idsInReach } from './reach.js';
import { fileFilter, fileResult, listBody, listResult, type FileListRequest, type FileRecord } from './schemas.js';
import { checkDeletable, purgeFiles } from './writes.js';

const column = exportColumn<FileRecord>;

/** The columns a file export can write, in their default order (keys as the console's columns). */
const FILE_EXPORT_COLUMNS = [
  column('id', 'ID', '编号', (f) => f.id),
  column('name', 'Name', '名称', (f) => f.name),
  column('mime', 'Type', '类型', (f) => f.mime),
  column('size', 'Size (bytes)', '大小（字节）', (f) => f.size),
  column('sha256', 'SHA-256', 'SHA-256', (f) => f.sha256),
  column('uploaderName', 'Uploaded by', '上传人', (f) => f.uploaderName),
  column('createdAt', 'Uploaded', '上传时间', (f) => f.createdAt),
  column('usageCount', 'In use', '使用情况', (f) => f.usageCount),
];

/** Files: POST /api/admin/file/{list,detail,delete,bulk,restore,export}. */
export const fileResource = defineResource<FileRecord, (typeof FILE_OPERATIONS)[number]>({
  name: 'file',
  table: 'files',
  record: fileResult,
  versioned: false,
  notFound: 'File not found',
  codes: FILE_OPERATIONS,
  // File managers (file:list) reach every file; others with file:detail only theirs and the Picture It images (reach.ts).
  scope: (auth) => (auth.operations.has('file:list') ? null : { userId: auth.userId }),
  scopeIds: (db, ids, scope) => idsInReach(db, scope.userId, ids),
  softDelete: { column: 'deleted_at' },
  list: {
    body: listBody,
    result: listResult,
    filter: fileFilter,
    load: async (db, body) => {
      const { current = 1, pageSize = 20, keyword, mime } = body as FileListRequest;
      const page = await listFiles(db, { current, pageSize, ...(keyword ? { keyword } : {}), ...(mime ? { mime } : {}) });
      return { ...page, current, pageSize };
    },
  },
  detail: async (db, id, scope) => (scope && (await idsInReach(db, scope.userId, [id])).length === 0 ? undefined : findFile(db, id)),
  remove: { summary: 'Delete a file (409 while something uses it)', check: checkDeletable, purge: purgeFiles },
  export: { columns: FILE_EXPORT_COLUMNS, fileName: 'files' },
});
