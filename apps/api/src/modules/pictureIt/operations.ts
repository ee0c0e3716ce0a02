// The operation codes the pictureIt module declares (module.ts hangs them in the permission tree), and the
// route definer its routes use: an operation route of this module names one of them or fails to compile.
import { routesUnder } from '../../http/routes-under.js';
import { CRUD_STATUS, operationCodes } from '../api-module.js';

/** Under the menu entry `PictureItList`. */
export const PICTURE_IT_OPERATIONS = operationCodes('pictureIt', CRUD_STATUS);

/** This module's routes, under /api/admin/pictureIt/ (http/routes-under.ts). */
export const pictureItRoute = routesUnder('pictureIt', PICTURE_IT_OPERATIONS);
