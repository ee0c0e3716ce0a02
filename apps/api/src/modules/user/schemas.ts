// Wire shapes of the staff routes, each defined once as a TypeBox schema: Fastify validates and serialises with
// it, the OpenAPI document shows it, and its type (`Static<typeof schema>`) is what the console imports.
import { userIdentityFields } from '../../auth/user-info.js';
import type { EnabledStatus, UserType } from '../../db/types.js';
import { CappedPageResult, Nullable, StringEnum, Type, type Static } from '../../http/schema-types.js';
import { optionalEmailSchema, optionalPhoneSchema, optionalTextSchema, PHONE_PATTERN, USERNAME_PATTERN } from './validation.js';

/** Kinds of staff account. */
const USER_TYPES = ['admin', 'moderator', 'client'] as const satisfies readonly UserType[];
/** Account statuses. */
const ENABLED_STATUSES = ['enabled', 'disabled'] as const satisfies readonly EnabledStatus[];
/** Sortable columns of the staff list. */
const USER_SORT_FIELDS = ['createdAt', 'username', 'realName'] as const;

const userId = Type.Integer({ minimum: 1 });
const roleCodes = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 50, uniqueItems: true });
/** Editable profile fields ('' or null clears one). */
const profileProperties = {
  realName: Type.Optional(optionalTextSchema(100)),
  avatar: Type.Optional(optionalTextSchema(500)),
  gender: Type.Optional(optionalTextSchema(20)),
  phoneNumber: Type.Optional(optionalPhoneSchema),
  email: Type.Optional(optionalEmailSchema),
};

/** A staff account as lists and details show it (docs/behaviour.md#31-user, plus account fields). */
export const userRecordSchema = Type.Object({
  ...userIdentityFields,
  status: StringEnum(ENABLED_STATUSES),
  /** Codes of the user's roles (enabled or not). */
  roleList: Type.Array(Type.String()),
  mustChangePassword: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** In lists: when the account's sign-in lock (too many wrong passwords) ends, or null when it is not locked. */
  lockedUntil: Type.Optional(Nullable(Type.String())),
});
export type UserRecord = Static<typeof userRecordSchema>;

/** Sortable columns of the staff list. */
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** Editable profile fields. */
export const userProfileFieldsSchema = Type.Object(profileProperties);
export type UserProfileFields = Static<typeof userProfileFieldsSchema>;

/** Request schemas by route. */
export const userBodies = {
  /** Body of POST /api/admin/user/list. */
  list: Type.Object(
    {
      current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
      type: Type.Optional(StringEnum(USER_TYPES)),
      /** Matches username, real name, e-mail or phone (case-insensitive substring). */
      keyword: Type.Optional(Type.String({ maxLength: 100 })),
      /** '' means any status. */
      status: Type.Optional(StringEnum([...ENABLED_STATUSES, ''])),
      /** Only users holding this role code. */
      roleCode: Type.Optional(Type.String({ maxLength: 64 })),
      sortField: Type.Optional(StringEnum(USER_SORT_FIELDS)),
      sortOrder: Type.Optional(StringEnum(['asc', 'desc'])),
    },
    { additionalProperties: false },
  ),
  /** Body naming one user (detail, delete, resetPassword). */
  id: Type.Object({ userId }, { additionalProperties: false }),
  /** Body of POST /api/admin/user/add; without `password` a one-time password is generated. */
  add: Type.Object(
    {
      type: StringEnum(USER_TYPES),
      username: Type.String({ minLength: 3, maxLength: 64, pattern: USERNAME_PATTERN }),
      password: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
      /** Defaults to the built-in role named like the type. */
      roleCodes: Type.Optional(roleCodes),
      ...profileProperties,
    },
    { additionalProperties: false },
  ),
  /** Body of POST /api/admin/user/update; `updatedAt` (optional) refuses a stale edit with 409. */
  update: Type.Object(
    { userId, updatedAt: Type.Optional(Type.String({ maxLength: 40 })), ...profileProperties },
    { additionalProperties: false },
  ),
  /** Body of POST /api/admin/user/status. */
  status: Type.Object({ userId, status: StringEnum(ENABLED_STATUSES) }, { additionalProperties: false }),
  /** Body of POST /api/admin/user/assignRoles (replaces the user's roles). */
  assignRoles: Type.Object({ userId, roleCodes }, { additionalProperties: false }),
  /** Body of POST /api/admin/user/changePhoneNumber (the caller's own phone). */
  changePhoneNumber: Type.Object(
    {
      phoneNumber: Type.String({ maxLength: 21, pattern: PHONE_PATTERN }),
      /** The code sent to the new number. */
      code: Type.String({ minLength: 1, maxLength: 6 }),
      /** The caller's current password. */
      password: Type.String({ minLength: 1, maxLength: 512 }),
    },
    { additionalProperties: false },
  ),
};
export type UserListRequest = Static<typeof userBodies.list>;
export type UserIdRequest = Static<typeof userBodies.id>;
export type UserAddRequest = Static<typeof userBodies.add>;
export type UserUpdateRequest = Static<typeof userBodies.update>;
export type UserStatusRequest = Static<typeof userBodies.status>;
export type UserAssignRolesRequest = Static<typeof userBodies.assignRoles>;
export type ChangePhoneNumberRequest = Static<typeof userBodies.changePhoneNumber>;

/** The staff list's filters and sort without the page: what bulk's `allMatching` and an export's `query` take. */
export const userFilterBody = Type.Omit(userBodies.list, ['current', 'pageSize'], { additionalProperties: false });
export type UserFilterRequest = Static<typeof userFilterBody>;

/** A staff account as the resource kernel sees it (resource.ts): the record with `id`, the same as `userId`. */
export const userItemSchema = Type.Object({ id: userId, ...userRecordSchema.properties });
export type UserItem = Static<typeof userItemSchema>;

/** The value of a bulk status change. */
export const userStatusValue = StringEnum(ENABLED_STATUSES);

/** Result of POST /api/admin/user/list. */
export const listResult = CappedPageResult(userRecordSchema);
export type UserListResult = Static<typeof listResult>;

/** Result of POST /api/admin/user/add: `initialPassword` is present (once) when it was generated. */
export const userAddResult = Type.Object({ user: userRecordSchema, initialPassword: Type.Optional(Type.String()) });
export type UserAddResult = Static<typeof userAddResult>;

/** Result of POST /api/admin/user/resetPassword: shown once, to be changed at the next sign-in. */
export const userResetPasswordResult = Type.Object({ password: Type.String() });
export type UserResetPasswordResult = Static<typeof userResetPasswordResult>;

/** Result of POST /api/admin/user/changePhoneNumber: the number now on the account. */
export const changePhoneNumberResult = Type.Object({ phoneNumber: Type.String() });
export type ChangePhoneNumberResult = Static<typeof changePhoneNumberResult>;
