// Uploaded files: upload, list, download, delete (POST /api/admin/file/*).
import { defineApiModule, menuEntry } from '../api-module.js';
import { FILE_OPERATIONS } from './operations.js';
import * as m032 from './migrations/032_files.js';
import * as m099 from './migrations/099_file_search.js';
import * as m101 from './migrations/101_file_folded_search.js';
import { fileQuotaBytesFrom } from './quota.js';
import { fileRoutes } from './routes.js';
import { fileMaxBytesFrom } from './upload.js';
import type { FileTables } from './tables.js';

/** The file module. */
export const fileModule = defineApiModule({
  name: 'file',
  tables: ['files', 'file_usages'] satisfies (keyof FileTables)[],
  migrations: { '032_files': m032, '099_file_search': m099, '101_file_folded_search': m101 },
  menus: [menuEntry('setting/file', 'File', 8, ['File Management', '文件管理'], { operations: FILE_OPERATIONS })],
  routes: (app, { db, now, dialect }) =>
    fileRoutes(app, { db, now, dialect, maxBytes: fileMaxBytesFrom(process.env), quotaBytes: fileQuotaBytesFrom(process.env) }),
});
