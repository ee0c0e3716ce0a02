// Picture It image sets (POST /api/admin/pictureIt/*); tables from the question module's migration 060, undoable
// deletes from this module's 134.
import { defineApiModule, menuEntry, resourceDeps } from '../api-module.js';
import * as m134 from './migrations/134_picture_it_soft_delete.js';
import { PICTURE_IT_OPERATIONS } from './operations.js';
import { pictureItRoutes } from './routes.js';
import type { PictureItTables } from './tables.js';

/** The Picture It module. */
export const pictureItModule = defineApiModule({
  name: 'pictureIt',
  tables: ['picture_it_sets', 'picture_it_images'] satisfies (keyof PictureItTables)[],
  migrations: { '134_picture_it_soft_delete': m134 },
  directories: [{ path: 'pictureIt', titles: { 'en-US': 'Picture It', 'zh-CN': '看图说话' }, arcoIcon: 'IconImage', order: 8 }],
  menus: [
    menuEntry('pictureIt/pictureItList', 'PictureItList', 1, ['Picture It List', '看图说话列表'], { operations: PICTURE_IT_OPERATIONS }),
  ],
  routes: (app, context) => pictureItRoutes(app, resourceDeps(context)),
});
