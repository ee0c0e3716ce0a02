// Microsoft sign-in (OpenID Connect) and binding a Microsoft account to a staff account.
import { defineApiModule } from '../api-module.js';
import * as m040 from './migrations/040_ms_login.js';
import { msLoginRoutes } from './routes.js';
import type { MsLoginTables } from './tables.js';

/** The Microsoft sign-in module. */
export const msLoginModule = defineApiModule({
  name: 'msLogin',
  tables: ['oidc_transactions', 'oidc_login_tickets', 'pending_bindings', 'external_identities'] satisfies (keyof MsLoginTables)[],
  migrations: { '040_ms_login': m040 },
  routes: (app, { db, policy, config, throttle }) => msLoginRoutes(app, { db, policy, config: config.microsoftSignIn, throttle }),
});
