// The operation codes the pictureIt module declares (module.ts hangs them in the permission tree), and the
// defineRoute its routes use: an operation route of this module names one of them or fails to compile.
import { routeDefinerFor } from '../../http/define-route.js';
import { CRUD_STATUS, operationCodes } from '../api-module.js';

/** Under the menu entry `PictureItList`. */
export const PICTURE_IT_OPERATIONS = operationCodes('pictureIt', CRUD_STATUS);

/** defineRoute (http/define-route.ts) for this module's routes. */
export const defineRoute = routeDefinerFor(PICTURE_IT_OPERATIONS);
