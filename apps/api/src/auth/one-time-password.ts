// A one-time password (a new account's, a reset one, a generated first admin password) proves only that its
// holder received it; until they choose their own, a session opened with it can do nothing but that. The
// server enforces it: the console's forced password screen alone would leave the API open to any script.
import { forbidden } from '../http/errors.js';

/** What a session still on a one-time password may call: who am I, change the password, sign out. */
export const ONE_TIME_PASSWORD_ROUTES: ReadonlySet<string> = new Set([
  '/api/admin/self/selfInfo',
  '/api/admin/self/menuAndOperate',
  '/api/admin/password/change',
  '/api/admin/land/logout',
]);

/**
 * Refuses (403) any other route for a caller who must still change a one-time password.
 *
 * @example
 * refuseUntilPasswordChanged(request.auth, request.routeOptions.url);
 */
export function refuseUntilPasswordChanged(auth: { mustChangePassword: boolean }, route: string | undefined): void {
  if (auth.mustChangePassword && !ONE_TIME_PASSWORD_ROUTES.has(route ?? '')) {
    throw forbidden('Change your one-time password first: until then only the password change is open');
  }
}
