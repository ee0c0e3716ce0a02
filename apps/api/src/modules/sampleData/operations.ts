// The operation codes the sampleData module declares (module.ts hangs them in the permission tree), and the
// route definer its routes use: an operation route of this module names one of them or fails to compile.
import { routesUnder } from '../../http/routes-under.js';
import { operationCodes } from '../api-module.js';

/** Hung under the menu entry `Permission` (operationsUnder). */
export const SAMPLE_DATA_OPERATIONS = operationCodes('sampleData', ['load']);

/** This module's routes, under /api/admin/sampleData/ (http/routes-under.ts). */
export const sampleDataRoute = routesUnder('sampleData', SAMPLE_DATA_OPERATIONS);
