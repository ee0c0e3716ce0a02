// The reports example (CONTRIBUTING.md, "Add an API module", step 6): the manifest. A real module sits in
// modules/<name>/ and is listed in modules/index.ts; add-a-module.test.ts serves this one beside the listed ones.
import { defineApiModule, menuEntry } from '../../modules/api-module.js';
import * as m138 from './migrations/138_report_notes.js';
import { REPORT_OPERATIONS } from './operations.js';
import { reportRoutes } from './routes.js';
import type { ReportTables } from './tables.js';

/** Report notes: a directory, its menu entry with the `report:list` code, and the list route. */
export const reportsModule = defineApiModule({
  name: 'reports',
  tables: ['report_notes'] satisfies (keyof ReportTables)[],
  migrations: { '138_report_notes': m138 },
  directories: [{ path: 'reports', titles: { 'en-US': 'Reports', 'zh-CN': '报表' }, arcoIcon: 'IconList', order: 11 }],
  menus: [menuEntry('reports/reportList', 'ReportList', 1, ['Report Notes', '报表记录'], { operations: REPORT_OPERATIONS })],
  routes: reportRoutes,
});
