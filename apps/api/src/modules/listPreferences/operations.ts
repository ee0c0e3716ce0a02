// The list-settings module declares no operation codes: each route is `{ auth: 'self' }`, reaching only the
// caller's own settings. Its defineRoute is typed by the empty list, so an operation route does not compile.
import { routeDefinerFor } from '../../http/define-route.js';

/** The module's operation codes: none. */
export const LIST_PREFERENCES_OPERATIONS = [] as const;

/** The module's routes' defineRoute. */
export const defineRoute = routeDefinerFor(LIST_PREFERENCES_OPERATIONS);
