// The operation codes the audit module declares (module.ts hangs them in the permission tree), and the
// defineRoute its routes use: an operation route of this module names one of them or fails to compile.
import { routeDefinerFor } from '../../http/define-route.js';
import { operationCodes } from '../api-module.js';

/** Under the menu entry `AuditLog`. */
export const AUDIT_OPERATIONS = operationCodes('audit', ['list']);

/** defineRoute (http/define-route.ts) for this module's routes. */
export const defineRoute = routeDefinerFor(AUDIT_OPERATIONS);
