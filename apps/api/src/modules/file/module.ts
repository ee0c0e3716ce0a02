// Uploaded files: upload, list, download, delete with undo, bulk delete, export (POST /api/admin/file/*).
import { defineApiModule, menuEntry, resourceDeps } from '../api-module.js';
import { FILE_OPERATIONS } from './operations.js';
import * as baseline from './migrations/032_file_baseline.js';
import * as m141 from './migrations/141_file_soft_delete.js';
import { fileQuotaBytesFrom } from './quota.js';
import { fileRoutes } from './routes.js';
import { fileMaxBytesFrom } from './upload.js';
import type { FileTables } from './tables.js';

/** The file module. */
export const fileModule = defineApiModule({
  name: 'file',
  tables: ['files', 'file_usages'] satisfies (keyof FileTables)[],
  history: {
    baseline: { '032_file_baseline': baseline },
    folded: ['032_files', '099_file_search', '101_file_folded_search'],
  },
  migrations: { '141_file_soft_delete': m141 },
  menus: [menuEntry('setting/file', 'File', 8, ['File Management', '文件管理'], { operations: FILE_OPERATIONS })],
  routes: (app, context) =>
    fileRoutes(app, {
      ...resourceDeps(context),
      dialect: context.dialect,
      maxBytes: fileMaxBytesFrom(process.env),
      quotaBytes: fileQuotaBytesFrom(process.env),
    }),
});
