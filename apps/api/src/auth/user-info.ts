import type { Kysely } from 'kysely';
import type { Database, UserType } from '../db/types.js';
import type { TSchema } from '../http/schema-types.js';

/** The signed-in user as the console sees it (login result and selfInfo). */
export interface UserInfo {
  userId: number;
  uuid: string;
  type: UserType;
  username: string;
  realName: string | null;
  avatar: string | null;
  gender: string | null;
  phoneNumber: string | null;
  email: string | null;
  /** Codes of the user's enabled roles. */
  roleList: string[];
  /** Present (true) only when the password is a one-time one the user must change now. */
  mustChangePassword?: true;
}

const nullableString = { type: ['string', 'null'] } as const;

/** JSON schema of {@link UserInfo}. */
export const userInfoSchema: TSchema = {
  type: 'object',
  required: ['userId', 'uuid', 'type', 'username', 'realName', 'avatar', 'gender', 'phoneNumber', 'email', 'roleList'],
  properties: {
    userId: { type: 'integer' },
    uuid: { type: 'string' },
    type: { type: 'string', enum: ['admin', 'moderator', 'client'] },
    username: { type: 'string' },
    realName: nullableString,
    avatar: nullableString,
    gender: nullableString,
    phoneNumber: nullableString,
    email: nullableString,
    roleList: { type: 'array', items: { type: 'string' } },
    mustChangePassword: { type: 'boolean' },
  },
};

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
