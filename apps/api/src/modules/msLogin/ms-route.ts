// The routes of Microsoft sign-in: public, under /api/admin/land/ms/, tagged with the sign-in routes ('land').
import { routesUnder } from '../../http/routes-under.js';

/** Registers a route under /api/admin/land/ms/ (http/routes-under.ts); the module declares no operation codes. */
export const msRoute = routesUnder('land/ms', []);
