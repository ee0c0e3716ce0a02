// Dictionaries and their items (POST /api/admin/dict/*); undoable deletes from migration 140.
import { defineApiModule, resourceDeps } from '../api-module.js';
import { DICT_OPERATIONS } from './operations.js';
import * as m030 from './migrations/030_dictionaries.js';
import * as m140 from './migrations/140_dict_soft_delete.js';
import { dictRoutes } from './routes.js';
import type { DictTables } from './tables.js';

/** The dictionary module. */
export const dictModule = defineApiModule({
  name: 'dict',
  tables: ['dicts', 'dict_items'] satisfies (keyof DictTables)[],
  migrations: { '030_dictionaries': m030, '140_dict_soft_delete': m140 },
  menus: [
    {
      directory: 'setting',
      path: 'dict',
      titles: { 'en-US': 'Dictionaries', 'zh-CN': '字典管理' },
      name: 'Dict',
      order: 3,
      operations: DICT_OPERATIONS,
    },
    {
      directory: 'setting',
      path: 'dictItem',
      titles: { 'en-US': 'Dictionary Items', 'zh-CN': '字典项管理' },
      name: 'DictItem',
      order: 4,
      isShow: 0,
    },
  ],
  routes: (app, context) => dictRoutes(app, resourceDeps(context)),
});
