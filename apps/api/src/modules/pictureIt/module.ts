// Picture It image sets (POST /api/admin/pictureIt/*); tables from the question module's migration 060.
import { defineApiModule } from '../api-module.js';
import { PICTURE_IT_OPERATIONS } from './operations.js';
import { pictureItRoutes } from './routes.js';
import type { PictureItTables } from './tables.js';

/** The Picture It module. */
export const pictureItModule = defineApiModule({
  name: 'pictureIt',
  tables: ['picture_it_sets', 'picture_it_images'] satisfies (keyof PictureItTables)[],
  directories: [{ path: 'pictureIt', titles: { 'en-US': 'Picture It', 'zh-CN': '看图说话' }, arcoIcon: 'IconImage', order: 8 }],
  menus: [
    {
      directory: 'pictureIt',
      path: 'pictureItList',
      titles: { 'en-US': 'Picture It List', 'zh-CN': '看图说话列表' },
      name: 'PictureItList',
      order: 1,
      operations: PICTURE_IT_OPERATIONS,
    },
  ],
  routes: pictureItRoutes,
});
