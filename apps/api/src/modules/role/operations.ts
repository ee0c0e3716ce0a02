// The operation codes the role module declares (module.ts hangs them in the permission tree), and the route
// definer its routes use: an operation route of this module names one of them or fails to compile.
import { routesUnder } from '../../http/routes-under.js';
import { CRUD_STATUS, operationCodes } from '../api-module.js';

/** Under the menu entry `Role`. */
export const ROLE_OPERATIONS = operationCodes('role', [...CRUD_STATUS, 'assignPermissions']);

/** This module's routes, under /api/admin/role/ (http/routes-under.ts). */
export const roleRoute = routesUnder('role', ROLE_OPERATIONS);
