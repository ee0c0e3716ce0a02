// The operation codes the verifyCode module declares (module.ts hangs them in the permission tree), and the
// route definer its routes use: an operation route of this module names one of them or fails to compile.
import { routesUnder } from '../../http/routes-under.js';
import { operationCodes } from '../api-module.js';

/** Under the menu entry `VerifyCode`. */
export const VERIFY_CODE_OPERATIONS = operationCodes('verifyCode', ['list', 'detail', 'add', 'delete']);

/** Under the menu entry `SmsOutbox`. */
export const SMS_OUTBOX_OPERATIONS = operationCodes('verifyCode', ['outbox']);

/** This module's routes, under /api/admin/verifyCode/ (http/routes-under.ts). */
export const verifyCodeRoute = routesUnder('verifyCode', [...VERIFY_CODE_OPERATIONS, ...SMS_OUTBOX_OPERATIONS]);
