// Sign-in sessions of staff: listing them and ending one (POST /api/admin/authSession/*), shown in the audit log page.
import { defineApiModule, resourceDeps } from '../api-module.js';
import { AUTH_SESSION_OPERATIONS } from './operations.js';
import { signInSessionRoutes } from './routes.js';

/** The sign-in session module. */
export const signInSessionModule = defineApiModule({
  name: 'signInSession',
  operationsUnder: { AuditLog: AUTH_SESSION_OPERATIONS },
  routes: (app, context) => signInSessionRoutes(app, resourceDeps(context)),
});
