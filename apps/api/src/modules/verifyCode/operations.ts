// The operation codes the verifyCode module declares (module.ts hangs them in the permission tree), and the
// defineRoute its routes use: an operation route of this module names one of them or fails to compile.
import { routeDefinerFor } from '../../http/define-route.js';
import { operationCodes } from '../api-module.js';

/** Under the menu entry `VerifyCode`. */
export const VERIFY_CODE_OPERATIONS = operationCodes('verifyCode', ['list', 'detail', 'add', 'delete']);

/** Under the menu entry `SmsOutbox`. */
export const SMS_OUTBOX_OPERATIONS = operationCodes('verifyCode', ['outbox']);

/** defineRoute (http/define-route.ts) for this module's routes. */
export const defineRoute = routeDefinerFor([...VERIFY_CODE_OPERATIONS, ...SMS_OUTBOX_OPERATIONS]);
