// Password sign-in and sign-out (POST /api/admin/land/login, /logout).
import { defineApiModule } from '../api-module.js';
import { landRoutes } from './routes.js';

/** The sign-in module. */
export const landModule = defineApiModule({
  name: 'land',
  routes: (app, { db, policy, throttle, config }) =>
    landRoutes(app, { db, policy, throttle, oneTimePasswordHours: config.oneTimePasswordHours ?? 24 }),
});
