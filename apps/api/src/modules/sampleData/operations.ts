// The operation codes the sampleData module declares (module.ts hangs them in the permission tree), and the
// defineRoute its routes use: an operation route of this module names one of them or fails to compile.
import { routeDefinerFor } from '../../http/define-route.js';
import { operationCodes } from '../api-module.js';

/** Hung under the menu entry `Permission` (operationsUnder). */
export const SAMPLE_DATA_OPERATIONS = operationCodes('sampleData', ['load']);

/** defineRoute (http/define-route.ts) for this module's routes. */
export const defineRoute = routeDefinerFor(SAMPLE_DATA_OPERATIONS);
