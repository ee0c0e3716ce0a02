// Password sign-in and sign-out. Its routes keep the contract's paths: POST /api/admin/land/login, /logout.
import { defineApiModule } from '../api-module.js';
import { signInRoutes } from './routes.js';

/** The sign-in module. */
export const signInModule = defineApiModule({
  name: 'signIn',
  routes: (app, { db, policy, throttle, config, menuTitles }) =>
    signInRoutes(app, { db, policy, throttle, oneTimePasswordHours: config.oneTimePasswordHours ?? 24, menuTitles }),
});
