// Wire shapes of the staff routes: the request/response types and the JSON schemas that check them.
import type { EnabledStatus, UserType } from '../../db/types.js';
import type { TSchema } from '../../http/schema-types.js';
import { optionalEmailSchema, optionalPhoneSchema, optionalTextSchema, PHONE_PATTERN, USERNAME_PATTERN } from './validation.js';

/** A staff account as lists and details show it (docs/behaviour.md#31-user, plus account fields). */
export interface UserRecord {
  userId: number;
  uuid: string;
  type: UserType;
  username: string;
  realName: string | null;
  avatar: string | null;
  gender: string | null;
  phoneNumber: string | null;
  email: string | null;
  status: EnabledStatus;
  /** Codes of the user's roles (enabled or not). */
  roleList: string[];
  mustChangePassword: boolean;
  createdAt: string;
  updatedAt: string;
  /** In lists: when the account's sign-in lock (too many wrong passwords) ends, or null when it is not locked. */
  lockedUntil?: string | null;
}

/** Sortable columns of the staff list. */
export type UserSortField = 'createdAt' | 'username' | 'realName';

/** Body of POST /api/admin/user/list. */
export interface UserListRequest {
  current?: number;
  pageSize?: number;
  type?: UserType;
  /** Matches username, real name, e-mail or phone (case-insensitive substring). */
  keyword?: string;
  status?: EnabledStatus;
  /** Only users holding this role code. */
  roleCode?: string;
  sortField?: UserSortField;
  sortOrder?: 'asc' | 'desc';
}
/** Result of POST /api/admin/user/list. */
export interface UserListResult {
  list: UserRecord[];
  total: number;
  /** True when more than `total` match (counted up to five pages past this one). */
  totalCapped: boolean;
  current: number;
  pageSize: number;
}
/** Body naming one user (detail, delete, resetPassword). */
export interface UserIdRequest {
  userId: number;
}
/** Editable profile fields. */
export interface UserProfileFields {
  realName?: string | null;
  avatar?: string | null;
  gender?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
}
/** Body of POST /api/admin/user/add; without `password` a one-time password is generated. */
export interface UserAddRequest extends UserProfileFields {
  type: UserType;
  username: string;
  password?: string;
  /** Defaults to the built-in role named like the type. */
  roleCodes?: string[];
}
/** Result of POST /api/admin/user/add: `initialPassword` is present (once) when it was generated. */
export interface UserAddResult {
  user: UserRecord;
  initialPassword?: string;
}
/** Body of POST /api/admin/user/update; `updatedAt` (optional) refuses a stale edit with 409. */
export interface UserUpdateRequest extends UserProfileFields {
  userId: number;
  updatedAt?: string;
}
/** Body of POST /api/admin/user/status. */
export interface UserStatusRequest {
  userId: number;
  status: EnabledStatus;
}
/** Result of POST /api/admin/user/resetPassword: shown once, to be changed at the next sign-in. */
export interface UserResetPasswordResult {
  password: string;
}
/** Body of POST /api/admin/user/assignRoles (replaces the user's roles). */
export interface UserAssignRolesRequest {
  userId: number;
  roleCodes: string[];
}
/** Body of POST /api/admin/user/changePhoneNumber (the caller's own phone). */
export interface ChangePhoneNumberRequest {
  phoneNumber: string;
  /** The code sent to the new number. */
  code: string;
  /** The caller's current password. */
  password: string;
}

const nullableString = { type: ['string', 'null'] };
const userId = { type: 'integer', minimum: 1 };
const profileProperties = {
  realName: optionalTextSchema(100),
  avatar: optionalTextSchema(500),
  gender: optionalTextSchema(20),
  phoneNumber: optionalPhoneSchema,
  email: optionalEmailSchema,
};
const roleCodes = { type: 'array', maxItems: 50, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 64 } };

/** JSON schema of {@link UserRecord}. */
export const userRecordSchema = {
  type: 'object',
  required: [
    'userId',
    'uuid',
    'type',
    'username',
    'realName',
    'avatar',
    'gender',
    'phoneNumber',
    'email',
    'status',
    'roleList',
    'mustChangePassword',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    userId: { type: 'integer' },
    uuid: { type: 'string' },
    type: { type: 'string' },
    username: { type: 'string' },
    realName: nullableString,
    avatar: nullableString,
    gender: nullableString,
    phoneNumber: nullableString,
    email: nullableString,
    status: { type: 'string' },
    roleList: { type: 'array', items: { type: 'string' } },
    mustChangePassword: { type: 'boolean' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    lockedUntil: nullableString,
  },
};

/** Request schemas by route. */
export const userBodies = {
  list: {
    type: 'object',
    additionalProperties: false,
    properties: {
      current: { type: 'integer', minimum: 1, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
      type: { type: 'string', enum: ['admin', 'moderator', 'client'] },
      keyword: { type: 'string', maxLength: 100 },
      status: { type: 'string', enum: ['enabled', 'disabled', ''] },
      roleCode: { type: 'string', maxLength: 64 },
      sortField: { type: 'string', enum: ['createdAt', 'username', 'realName'] },
      sortOrder: { type: 'string', enum: ['asc', 'desc'] },
    },
  },
  id: { type: 'object', required: ['userId'], additionalProperties: false, properties: { userId } },
  add: {
    type: 'object',
    required: ['type', 'username'],
    additionalProperties: false,
    properties: {
      type: { type: 'string', enum: ['admin', 'moderator', 'client'] },
      username: { type: 'string', minLength: 3, maxLength: 64, pattern: USERNAME_PATTERN },
      password: { type: 'string', minLength: 1, maxLength: 512 },
      roleCodes,
      ...profileProperties,
    },
  },
  update: {
    type: 'object',
    required: ['userId'],
    additionalProperties: false,
    properties: { userId, updatedAt: { type: 'string', maxLength: 40 }, ...profileProperties },
  },
  status: {
    type: 'object',
    required: ['userId', 'status'],
    additionalProperties: false,
    properties: { userId, status: { type: 'string', enum: ['enabled', 'disabled'] } },
  },
  assignRoles: { type: 'object', required: ['userId', 'roleCodes'], additionalProperties: false, properties: { userId, roleCodes } },
  changePhoneNumber: {
    type: 'object',
    required: ['phoneNumber', 'code', 'password'],
    additionalProperties: false,
    properties: {
      phoneNumber: { type: 'string', maxLength: 21, pattern: PHONE_PATTERN },
      code: { type: 'string', minLength: 1, maxLength: 6 },
      password: { type: 'string', minLength: 1, maxLength: 512 },
    },
  },
};
/** Result of /user/list. */
export const listResult: TSchema = {
  type: 'object',
  required: ['list', 'total', 'current', 'pageSize'],
  properties: {
    list: { type: 'array', items: userRecordSchema },
    total: { type: 'integer' },
    totalCapped: { type: 'boolean' },
    current: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
};
