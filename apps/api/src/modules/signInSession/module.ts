// Sign-in sessions of staff: listing them and ending one (POST /api/admin/authSession/*), shown in the audit log page.
import { defineApiModule, operationCodes } from '../api-module.js';
import { signInSessionRoutes } from './routes.js';

/** The sign-in session module. */
export const signInSessionModule = defineApiModule({
  name: 'signInSession',
  operationsUnder: { AuditLog: operationCodes('authSession', ['list', 'end']) },
  routes: signInSessionRoutes,
});
