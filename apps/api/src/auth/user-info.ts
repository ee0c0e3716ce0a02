import type { Kysely } from 'kysely';
import { UserInfoSchema } from '@backoffice/console-core/contract';
import type { Database } from '../db/types.js';
import { Nullable, StringEnum, Type, type Static } from '../http/schema-types.js';

const USER_TYPES = ['admin', 'moderator', 'client'] as const;

/** Who a user is, as this server sends it (the user info, and the staff records of the user pages). */
export const userIdentityFields = {
  userId: Type.Integer(),
  uuid: Type.String(),
  type: StringEnum(USER_TYPES),
  username: Type.String(),
  realName: Nullable(Type.String()),
  avatar: Nullable(Type.String()),
  gender: Nullable(Type.String()),
  phoneNumber: Nullable(Type.String()),
  email: Nullable(Type.String()),
};

/**
 * The signed-in user as the console sees it (login result and selfInfo): the contract's user info
 * (console-core's `UserInfoSchema`) with every field this server always sends made required and exact.
 */
export const userInfoSchema = Type.Object({
  ...Type.Omit(UserInfoSchema, ['role']).properties,
  ...userIdentityFields,
  /** Codes of the user's enabled roles. */
  roleList: Type.Array(Type.String()),
  /** Present (true) only when the password is a one-time one the user must change now. */
  mustChangePassword: Type.Optional(Type.Boolean()),
  /** Present (true) only for a sign-in that must enrol the second factor its roles require before anything else. */
  mustEnrolSecondFactor: Type.Optional(Type.Boolean()),
});
export type UserInfo = Static<typeof userInfoSchema>;

/** Loads the {@link UserInfo} of a (not deleted) user, or undefined. */
export async function loadUserInfo(db: Kysely<Database>, userId: number): Promise<UserInfo | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'uuid', 'type', 'username', 'real_name', 'avatar', 'gender', 'phone_number', 'email', 'must_change_password'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) return undefined;
  const roles = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('r.code')
    .where('ur.user_id', '=', userId)
    .where('r.status', '=', 'enabled')
    .orderBy('r.id')
    .execute();
  return {
    userId: user.id,
    uuid: user.uuid,
    type: user.type,
    username: user.username,
    realName: user.real_name,
    avatar: user.avatar,
    gender: user.gender,
    phoneNumber: user.phone_number,
    email: user.email,
    roleList: roles.map((r) => r.code),
    ...(Number(user.must_change_password) === 1 ? { mustChangePassword: true as const } : {}),
  };
}
