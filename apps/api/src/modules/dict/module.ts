// Dictionaries and their items (POST /api/admin/dict/*); undoable deletes from migration 140.
import { defineApiModule, menuEntry, resourceDeps } from '../api-module.js';
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
    menuEntry('setting/dict', 'Dict', 3, ['Dictionaries', '字典管理'], { operations: DICT_OPERATIONS }),
    menuEntry('setting/dictItem', 'DictItem', 4, ['Dictionary Items', '字典项管理'], { isShow: 0 }),
  ],
  routes: (app, context) => dictRoutes(app, resourceDeps(context)),
});
