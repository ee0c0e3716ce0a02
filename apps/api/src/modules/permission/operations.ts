// The operation codes the permission module declares (module.ts hangs them in the permission tree), and the
// route definer its routes use: an operation route of this module names one of them or fails to compile.
import { routesUnder } from '../../http/routes-under.js';
import { CRUD, operationCodes } from '../api-module.js';

/** Under the menu entry `Permission`. */
export const PERMISSION_OPERATIONS = operationCodes('permission', CRUD);

/** This module's routes, under /api/admin/permission/ (http/routes-under.ts). */
export const permissionRoute = routesUnder('permission', PERMISSION_OPERATIONS);
