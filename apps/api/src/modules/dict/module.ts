// Dictionaries and their items (POST /api/admin/dict/*).
import { defineApiModule, menuEntry } from '../api-module.js';
import { DICT_OPERATIONS } from './operations.js';
import * as m030 from './migrations/030_dictionaries.js';
import { dictRoutes } from './routes.js';
import type { DictTables } from './tables.js';

/** The dictionary module. */
export const dictModule = defineApiModule({
  name: 'dict',
  tables: ['dicts', 'dict_items'] satisfies (keyof DictTables)[],
  migrations: { '030_dictionaries': m030 },
  menus: [
    menuEntry('setting/dict', 'Dict', 3, ['Dictionaries', '字典管理'], { operations: DICT_OPERATIONS }),
    menuEntry('setting/dictItem', 'DictItem', 4, ['Dictionary Items', '字典项管理'], { isShow: 0 }),
  ],
  routes: dictRoutes,
});
