// The operation codes the user module declares (module.ts hangs them in the permission tree), and the
// defineRoute its routes use: an operation route of this module names one of them or fails to compile.
import { routeDefinerFor } from '../../http/define-route.js';
import { CRUD_STATUS, operationCodes } from '../api-module.js';

/** Under the menu entry `AdminList`. */
export const USER_OPERATIONS = operationCodes('user', [...CRUD_STATUS, 'resetPassword', 'assignRoles', 'unlock', 'resetSecondFactor']);

/** defineRoute (http/define-route.ts) for this module's routes. */
export const defineRoute = routeDefinerFor(USER_OPERATIONS);
