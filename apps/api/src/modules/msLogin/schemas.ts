import { userInfoSchema } from '../../auth/user-info.js';
import type { TSchema } from '../../http/schema-types.js';

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
  properties: { pending: secret, username: { type: 'string', minLength: 1, maxLength: 64 }, password: { type: 'string', minLength: 1, maxLength: 128 } },
};
/** Token, user info and the console path to open. */
export const signInResult: TSchema = {
  type: 'object', required: ['token', 'userInfo', 'redirect'],
  properties: { token: { type: 'string' }, userInfo: userInfoSchema, redirect: { type: 'string' } },
};
/** Result of /pending. */
export const pendingResult: TSchema = {
  type: 'object', required: ['status', 'label', 'expiresAt'],
  properties: { status: { type: 'string', enum: ['active', 'expired', 'unknown'] }, label: nullableString, expiresAt: nullableString },
};
/** One binding. */
export const bindingView: TSchema = {
  type: 'object',
  required: ['id', 'userId', 'provider', 'tenant', 'oid', 'label', 'createdAt', 'lastLoginAt'],
  properties: {
    id: { type: 'integer' }, userId: { type: 'integer' }, provider: { type: 'string' }, tenant: { type: 'string' }, oid: { type: 'string' },
    label: nullableString, createdAt: { type: 'string' }, lastLoginAt: nullableString,
  },
};
/** Body of /msBinding/list. */
export const listBody: TSchema = {
  type: 'object', required: ['userId'],
  properties: { userId: { type: 'integer', minimum: 1 }, current: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 100 } },
};
/** Body of /msBinding/remove. */
export const removeBody: TSchema = { type: 'object', required: ['userId'], properties: { userId: { type: 'integer', minimum: 1 } } };
