// The operation codes the user module declares (module.ts hangs them in the permission tree), and the route
// definers its routes use: an operation route of this module names one of them or fails to compile.
import { routeDefinerFor } from '../../http/define-route.js';
import { routesUnder } from '../../http/routes-under.js';
import { CRUD_STATUS, operationCodes } from '../api-module.js';

/** Under the menu entry `AdminList`. */
export const USER_OPERATIONS = operationCodes('user', [...CRUD_STATUS, 'resetPassword', 'assignRoles', 'unlock', 'resetSecondFactor']);

/** defineRoute (http/define-route.ts) for routes its codes guard outside /api/admin/user/ (msLogin's bindings). */
export const defineRoute = routeDefinerFor(USER_OPERATIONS);

/** This module's routes under /api/admin/user/ (http/routes-under.ts). */
export const userRoute = routesUnder('user', USER_OPERATIONS);
