// The operation codes the agreement module declares (module.ts hangs them in the permission tree), and the
// defineRoute its routes use: an operation route of this module names one of them or fails to compile.
import { routeDefinerFor } from '../../http/define-route.js';
import { CRUD_STATUS, operationCodes } from '../api-module.js';

/** Under the menu entry `Agreement`. */
export const AGREEMENT_OPERATIONS = operationCodes('agreement', CRUD_STATUS);

/** defineRoute (http/define-route.ts) for this module's routes. */
export const defineRoute = routeDefinerFor(AGREEMENT_OPERATIONS);
