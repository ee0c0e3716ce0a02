// The operation codes the permission module declares (module.ts hangs them in the permission tree), and the
// defineRoute its routes use: an operation route of this module names one of them or fails to compile.
import { routeDefinerFor } from '../../http/define-route.js';
import { CRUD, operationCodes } from '../api-module.js';

/** Under the menu entry `Permission`. */
export const PERMISSION_OPERATIONS = operationCodes('permission', CRUD);

/** defineRoute (http/define-route.ts) for this module's routes. */
export const defineRoute = routeDefinerFor(PERMISSION_OPERATIONS);
