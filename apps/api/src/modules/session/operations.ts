// The operation codes the session module declares (module.ts hangs them in the permission tree), and the
// defineRoute its routes use: an operation route of this module names one of them or fails to compile.
import { routeDefinerFor } from '../../http/define-route.js';
import { CRUD, operationCodes } from '../api-module.js';

/** Hung under the menu entry `ProjectMgtList` (operationsUnder). */
export const SESSION_OPERATIONS = operationCodes('session', CRUD);

/** Hung under the menu entry `MyProjects` (operationsUnder). */
export const SESSION_MY_OPERATIONS = operationCodes('session', ['myUpdate']);

/** defineRoute (http/define-route.ts) for this module's routes. */
export const defineRoute = routeDefinerFor([...SESSION_OPERATIONS, ...SESSION_MY_OPERATIONS]);
