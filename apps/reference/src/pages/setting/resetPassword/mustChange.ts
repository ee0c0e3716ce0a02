// Where a user whose password is a one-time one is sent after signing in.

/** The own-password page. */
export const CHANGE_PASSWORD_PATH = '/setting/resetPassword';

/** Whether a login result or user info says the password must be changed now (server: userInfo.mustChangePassword). */
export function mustChangePassword(info: unknown): boolean {
  const candidate = (info as { userInfo?: unknown } | null)?.userInfo ?? info;
  return (candidate as { mustChangePassword?: unknown } | null)?.mustChangePassword === true;
}
