// Sign-in sessions of staff: listing them and ending one (POST /api/admin/authSession/*), shown in the audit log page.
import { defineApiModule, operationCodes } from '../api-module.js';
import { authSessionRoutes } from './routes.js';

/** The sign-in session module. */
export const authSessionModule = defineApiModule({
  name: 'authSession',
  operationsUnder: { AuditLog: operationCodes('authSession', ['list', 'end']) },
  routes: authSessionRoutes,
});
