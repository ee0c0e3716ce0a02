// JSON schemas and wire types of the Microsoft sign-in and binding routes (the reference app imports the types).
import { userInfoSchema } from '../../auth/user-info.js';
import type { TSchema } from '../../http/schema-types.js';
import type { MsBindingView } from './identities.js';

export type { MsSignInResult } from './sign-in.js';
export type { MsBindingView } from './identities.js';

/** Why the callback sent the browser back to /mslogin (the page shows a message per reason). */
export type MsCallbackError = 'state' | 'denied' | 'token' | 'disabled' | 'unavailable';

/** Result of GET /api/admin/land/ms/config. */
export interface MsConfigResult {
  enabled: boolean;
}

/** Body of POST /api/admin/land/ms/exchange. */
export interface MsExchangeRequest {
  ticket: string;
}

/** Body of POST /api/admin/land/ms/pending. */
export interface MsPendingRequest {
  pending: string;
}

/** Result of POST /api/admin/land/ms/pending: whether the binding screen can still be used. */
export interface MsPendingResult {
  /** 'expired' covers used-up ones; 'unknown' also covers a link opened in another browser. */
  status: 'active' | 'expired' | 'unknown';
  /** Display name of the Microsoft account (when active). */
  label: string | null;
  expiresAt: string | null;
}

/** Body of POST /api/admin/land/ms/bind. */
export interface MsBindRequest {
  pending: string;
  username: string;
  password: string;
}

/** Body of POST /api/admin/msBinding/list. */
export interface MsBindingListRequest {
  userId: number;
  current?: number;
  pageSize?: number;
}

/** Result of POST /api/admin/msBinding/list. */
export interface MsBindingListResult {
  list: MsBindingView[];
  total: number;
  current: number;
  pageSize: number;
}

/** Body of POST /api/admin/msBinding/remove. */
export interface MsBindingRemoveRequest {
  userId: number;
}

/** Result of POST /api/admin/self/msBinding. */
export interface SelfMsBindingResult {
  binding: MsBindingView | null;
}

const secret = { type: 'string', minLength: 1, maxLength: 200 } as const;
const nullableString = { type: ['string', 'null'] } as const;

/** Body of /exchange. */
export const exchangeBody: TSchema = { type: 'object', required: ['ticket'], properties: { ticket: secret } };
/** Body of /pending. */
export const pendingBody: TSchema = { type: 'object', required: ['pending'], properties: { pending: secret } };
/** Body of /bind. */
export const bindBody: TSchema = {
  type: 'object',
  required: ['pending', 'username', 'password'],
  properties: {
    pending: secret,
    username: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
  },
};
/** Token, user info and the console path to open. */
export const signInResult: TSchema = {
  type: 'object',
  required: ['token', 'userInfo', 'redirect'],
  properties: { token: { type: 'string' }, userInfo: userInfoSchema, redirect: { type: 'string' } },
};
/** Result of /pending. */
export const pendingResult: TSchema = {
  type: 'object',
  required: ['status', 'label', 'expiresAt'],
  properties: { status: { type: 'string', enum: ['active', 'expired', 'unknown'] }, label: nullableString, expiresAt: nullableString },
};
/** One binding. */
export const bindingView: TSchema = {
  type: 'object',
  required: ['id', 'userId', 'provider', 'tenant', 'oid', 'label', 'createdAt', 'lastLoginAt'],
  properties: {
    id: { type: 'integer' },
    userId: { type: 'integer' },
    provider: { type: 'string' },
    tenant: { type: 'string' },
    oid: { type: 'string' },
    label: nullableString,
    createdAt: { type: 'string' },
    lastLoginAt: nullableString,
  },
};
/** Body of /msBinding/list. */
export const listBody: TSchema = {
  type: 'object',
  required: ['userId'],
  properties: {
    userId: { type: 'integer', minimum: 1 },
    current: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
};
/** Body of /msBinding/remove. */
export const removeBody: TSchema = { type: 'object', required: ['userId'], properties: { userId: { type: 'integer', minimum: 1 } } };
