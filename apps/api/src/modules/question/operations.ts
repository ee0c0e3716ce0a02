// The operation codes the question module declares (module.ts hangs them in the permission tree), and the
// route definer its routes use: an operation route of this module names one of them or fails to compile.
import { routesUnder } from '../../http/routes-under.js';
import { CRUD_STATUS, operationCodes } from '../api-module.js';

/** Under the menu entry `QuestionList`. */
export const QUESTION_OPERATIONS = operationCodes('question', CRUD_STATUS);

/** This module's routes, under /api/admin/question/ (http/routes-under.ts). */
export const questionRoute = routesUnder('question', QUESTION_OPERATIONS);
