// The operation codes the project module declares (module.ts hangs them in the permission tree), and the
// defineRoute its routes use: an operation route of this module names one of them or fails to compile.
import { routeDefinerFor } from '../../http/define-route.js';
import { routesUnder } from '../../http/routes-under.js';
import { operationCodes } from '../api-module.js';

/** Under the menu entry `ProjectMgtList`. */
export const PROJECT_OPERATIONS = operationCodes('project', ['list', 'add', 'update', 'delete', 'detail', 'close', 'archive', 'export']);

/** Under the menu entry `MyProjects`. */
export const PROJECT_MY_OPERATIONS = operationCodes('project', ['myAdd', 'myUpdate']);

/** defineRoute (http/define-route.ts) for this module's routes elsewhere. */
export const defineRoute = routeDefinerFor([...PROJECT_OPERATIONS, ...PROJECT_MY_OPERATIONS]);

/** This module's routes under /api/admin/project/ (http/routes-under.ts). */
export const projectRoute = routesUnder('project', [...PROJECT_OPERATIONS, ...PROJECT_MY_OPERATIONS]);
