// JSON schemas and wire types of sign-in and sign-out.
import type { UserInfo } from '../../auth/user-info.js';
import type { MenuAndOperate } from '../currentUser/queries.js';

/** Body of POST /api/admin/land/login. */
export interface LoginRequest {
  username: string;
  password: string;
}

/**
 * Result of POST /api/admin/land/login: the token, the user info (the same as /self/selfInfo answers) and
 * the menu tree and operation codes of the new session (the same as /self/menuAndOperate answers), so the
 * console shows the signed-in page after one round trip. On a reload the console has no login result and
 * asks /self/selfInfo and /self/menuAndOperate.
 */
export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  menuAndOperate: MenuAndOperate;
}

/** Result of POST /api/admin/land/logout. */
export type LogoutResult = null;

/** Body of POST /api/admin/land/login. */
export const loginBody = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
  },
};
