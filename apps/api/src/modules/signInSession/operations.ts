// The operation codes the signInSession module declares (module.ts hangs them in the permission tree), and the
// defineRoute its routes use: an operation route of this module names one of them or fails to compile.
import { routeDefinerFor } from '../../http/define-route.js';
import { operationCodes } from '../api-module.js';

/** Hung under the menu entry `AuditLog` (operationsUnder). */
export const AUTH_SESSION_OPERATIONS = operationCodes('authSession', ['list', 'end']);

/** defineRoute (http/define-route.ts) for this module's routes. */
export const defineRoute = routeDefinerFor(AUTH_SESSION_OPERATIONS);
