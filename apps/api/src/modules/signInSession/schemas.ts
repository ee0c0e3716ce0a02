// JSON schemas and wire types of the sign-in session routes.
import type { AuthSessionFilter, AuthSessionItem } from './queries.js';

export type { AuthSessionItem } from './queries.js';

/** Largest page the list answers. */
export const MAX_PAGE_SIZE = 100;

/** Body of POST /api/admin/authSession/list. */
export type AuthSessionListRequest = AuthSessionFilter & { current?: number; pageSize?: number };
/** Result of POST /api/admin/authSession/list. */
export interface AuthSessionListResult {
  list: AuthSessionItem[];
  total: number;
  current: number;
  pageSize: number;
}
/** Body of POST /api/admin/authSession/end. */
export interface AuthSessionEndRequest {
  id: number;
}

const nullableString = { type: ['string', 'null'] };
/** One open sign-in (never the token). */
export const itemSchema = {
  type: 'object',
  required: ['id', 'userId', 'username', 'realName', 'ip', 'userAgent', 'createdAt', 'lastSeenAt', 'expiresAt', 'current'],
  properties: {
    id: { type: 'integer' },
    userId: { type: 'integer' },
    username: { type: 'string' },
    realName: nullableString,
    ip: nullableString,
    userAgent: nullableString,
    createdAt: { type: 'string' },
    lastSeenAt: { type: 'string' },
    expiresAt: { type: 'string' },
    current: { type: 'boolean' },
  },
};
