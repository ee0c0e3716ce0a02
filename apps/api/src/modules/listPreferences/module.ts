// Users' list settings on the server (issue 37): the console's `ListPreferencesStore` for `<ResourceList>`, so
// visible columns, their order, density and page size follow the user to another browser.
import { defineApiModule } from '../api-module.js';
import * as m115 from './migrations/115_list_preferences.js';
import { listPreferencesRoutes } from './routes.js';
import type { ListPreferencesTables } from './tables.js';

/** The list-settings module. */
export const listPreferencesModule = defineApiModule({
  name: 'listPreferences',
  tables: ['list_preferences'] satisfies (keyof ListPreferencesTables)[],
  migrations: { '115_list_preferences': m115 },
  routes: (app, { db, now }) => listPreferencesRoutes(app, { db, now }),
});
