// The reports example's operation codes, declared once, and the route definer typed by them (CONTRIBUTING.md,
// "Add an API module", step 5): a route naming a code the module does not declare does not compile.
import { routesUnder } from '../../http/routes-under.js';
import { operationCodes } from '../../modules/api-module.js';

/** What a role may do with report notes. */
export const REPORT_OPERATIONS = operationCodes('report', ['list']);

/** This module's routes, under /api/admin/report/. */
export const reportRoute = routesUnder('report', REPORT_OPERATIONS);
