// The notices example (CONTRIBUTING.md, "Add an API module" with "Add a keyword search"): a notice board whose
// table is not small, declared as a resource. add-a-module.test.ts serves it beside the listed modules.
import { defineApiModule, menuEntry, resourceDeps } from '../../modules/api-module.js';
import { resourceRoutes } from '../../resources/routes.js';
import * as m139 from './migrations/139_notices.js';
import { NOTICE_OPERATIONS } from './operations.js';
import { noticeResource } from './resource.js';
import type { NoticeTables } from './tables.js';

/** The notice board: a menu entry under the reports example's directory, and the resource's routes. */
export const noticesModule = defineApiModule({
  name: 'notices',
  tables: ['notices'] satisfies (keyof NoticeTables)[],
  migrations: { '139_notices': m139 },
  directories: [{ path: 'board', titles: { 'en-US': 'Board', 'zh-CN': '公告板' }, arcoIcon: 'IconMessage', order: 12 }],
  menus: [menuEntry('board/noticeList', 'NoticeList', 1, ['Notices', '公告'], { operations: NOTICE_OPERATIONS })],
  routes: (app, context) => resourceRoutes(app, noticeResource, resourceDeps(context)),
});
