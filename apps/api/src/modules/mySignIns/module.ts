// A user's own sign-ins (ASVS 5.0 V7.5.2): list them and end any or all others (POST /api/admin/self/signIns/*),
// shown on the own-account page. Admins keep their view of everyone's in the audit log (signInSession module).
import { defineApiModule } from '../api-module.js';
import { mySignInRoutes } from './routes.js';

/** The own sign-ins module. */
export const mySignInsModule = defineApiModule({
  name: 'mySignIns',
  routes: (app, { db, now, policy }) => mySignInRoutes(app, { db, now, policy }),
});
