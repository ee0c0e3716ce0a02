// The operation codes the minutes module declares (module.ts hangs them in the permission tree), and the
// defineRoute its routes use: an operation route of this module names one of them or fails to compile.
import { routeDefinerFor } from '../../http/define-route.js';
import { CRUD, operationCodes } from '../api-module.js';

/** Under the menu entry `MyMeetingMinutes`. */
export const MINUTES_MY_OPERATIONS = operationCodes('minutes', ['myUpdate']);

/** Under the menu entry `MeetingMinutes`. */
export const MINUTES_OPERATIONS = operationCodes('minutes', CRUD);

/** An operation code of this module. */
export type MinutesOperation = (typeof MINUTES_MY_OPERATIONS)[number] | (typeof MINUTES_OPERATIONS)[number];

/** defineRoute (http/define-route.ts) for this module's routes. */
export const defineRoute = routeDefinerFor([...MINUTES_MY_OPERATIONS, ...MINUTES_OPERATIONS]);
