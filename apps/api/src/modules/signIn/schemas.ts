// Wire shapes of sign-in and sign-out: the login answer is the contract's (console-core's `LoginResultSchema`)
// with this server's exact user info and menu.
import { userInfoSchema } from '../../auth/user-info.js';
import { StringEnum, Type, type Static } from '../../http/schema-types.js';
import { menuAndOperateSchema } from '../currentUser/schemas.js';

/** Body of POST /api/admin/land/login. */
export const loginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
export type LoginRequest = Static<typeof loginBody>;

/**
 * Result of POST /api/admin/land/login: the token, the user info (the same as /self/selfInfo answers) and
 * the menu tree and operation codes of the new session (the same as /self/menuAndOperate answers), so the
 * console shows the signed-in page after one round trip. On a reload the console has no login result and
 * asks /self/selfInfo and /self/menuAndOperate.
 */
export const loginResult = Type.Object({ token: Type.String(), userInfo: userInfoSchema, menuAndOperate: menuAndOperateSchema });
export type LoginResult = Static<typeof loginResult>;

/**
 * The answer to the right password of a user with a second factor: no token yet, but a challenge (valid five
 * minutes) to send with a code to POST /api/admin/land/secondFactor, and the kinds of code the user has.
 */
export const secondFactorStep = Type.Object({
  secondFactor: Type.Object({
    challenge: Type.String(),
    methods: Type.Array(StringEnum(['totp', 'passkey', 'recovery'])),
  }),
});
export type SecondFactorStep = Static<typeof secondFactorStep>;

/** What POST /api/admin/land/login answers: the signed-in result, or the second step. */
export const loginAnswer = Type.Union([loginResult, secondFactorStep]);
export type LoginAnswer = Static<typeof loginAnswer>;

/** Result of POST /api/admin/land/logout. */
export const logoutResult = Type.Null();
export type LogoutResult = Static<typeof logoutResult>;
