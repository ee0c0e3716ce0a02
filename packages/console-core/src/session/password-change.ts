import type { LoginResult, UserInfo } from './types';

/**
 * Whether a login result or a user info says the password must be changed now (`mustChangePassword`), as the
 * server sends it for a one-time password. Anything else (no flag, null) answers false.
 * @example
 * mustChangePassword(await session.getState().login(form)); // true: send the user to the password form
 * mustChangePassword(session.getState().userInfo);           // false once the password is changed
 */
export function mustChangePassword(info: LoginResult | Partial<UserInfo> | null | undefined): boolean {
  if (!info) return false;
  const user: Partial<UserInfo> = 'token' in info && 'userInfo' in info ? info.userInfo : (info as Partial<UserInfo>);
  return user.mustChangePassword === true;
}
