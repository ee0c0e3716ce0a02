// The reports example's operation codes, declared once, and the defineRoute typed by them (CONTRIBUTING.md,
// "Add an API module", step 5): a route naming a code the module does not declare does not compile.
import { routeDefinerFor } from '../../http/define-route.js';
import { operationCodes } from '../../modules/api-module.js';

/** What a role may do with report notes. */
export const REPORT_OPERATIONS = operationCodes('report', ['list']);

/** defineRoute for this module's routes. */
export const defineRoute = routeDefinerFor(REPORT_OPERATIONS);
