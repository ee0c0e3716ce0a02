// A sign-in whose roles require a second factor, by a user who has none, proves only the password; until a
// factor is enrolled it can do nothing but enrol one (issue 36). The server enforces it, as it does a
// one-time password (one-time-password.ts): the console's enrolment screen alone would leave the API open.
import { forbidden } from '../http/errors.js';

/** What an enrol-only sign-in may call: who am I, enrol TOTP or a passkey (and see the recovery codes), change the password, sign out. */
export const ENROLMENT_ROUTES: ReadonlySet<string> = new Set([
  '/api/admin/self/selfInfo',
  '/api/admin/self/menuAndOperate',
  '/api/admin/password/change',
  '/api/admin/land/logout',
  '/api/admin/secondFactor/list',
  '/api/admin/secondFactor/totp/start',
  '/api/admin/secondFactor/totp/confirm',
  '/api/admin/secondFactor/passkey/options',
  '/api/admin/secondFactor/passkey/register',
]);

/** The 403 message of every other route: the console reads it as "enrol first". */
export const ENROL_FIRST = 'Set up two-step verification first: until then only its enrolment is open';

/**
 * Refuses (403) any other route for a sign-in that must enrol a second factor first.
 *
 * @example
 * refuseUntilEnrolled(request.auth, request.routeOptions.url);
 */
export function refuseUntilEnrolled(auth: { mustEnrolSecondFactor: boolean }, route: string | undefined): void {
  if (auth.mustEnrolSecondFactor && !ENROLMENT_ROUTES.has(route ?? '')) throw forbidden(ENROL_FIRST);
}
