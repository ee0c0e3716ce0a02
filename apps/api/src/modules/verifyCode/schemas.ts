// JSON schemas and wire types of the verification code routes.
import type { IssuedCode, VerifyPurpose } from './codes.js';
import type { VerifyCodeListQuery, VerifyCodeRecord } from './queries.js';

export type { VerifyCodeRecord, VerifyCodeStatus } from './queries.js';
export type { VerifyPurpose } from './codes.js';

/** Body of POST /api/admin/verifyCode/send. */
export interface VerifyCodeSendRequest {
  phoneNumber: string;
  purpose: VerifyPurpose;
}
/** Result of POST /api/admin/verifyCode/send. */
export type VerifyCodeSendResult = IssuedCode;
/** Body of POST /api/admin/verifyCode/list. */
export type VerifyCodeListRequest = Partial<VerifyCodeListQuery>;
/** Result of POST /api/admin/verifyCode/list. */
export interface VerifyCodeListResult {
  list: VerifyCodeRecord[];
  total: number;
  /** True when more than `total` match (counted up to five pages past this one). */
  totalCapped: boolean;
  current: number;
  pageSize: number;
}
/** Body of POST /api/admin/verifyCode/delete. */
export interface VerifyCodeDeleteRequest {
  id: number;
}

export const STATUSES = ['issued', 'used', 'expired', 'locked'];

export const recordSchema = {
  type: 'object',
  required: ['id', 'phoneNumber', 'purpose', 'status', 'tries', 'username', 'createdAt', 'expiresAt', 'usedAt'],
  properties: {
    id: { type: 'integer' },
    phoneNumber: { type: 'string' },
    purpose: { type: 'string' },
    status: { type: 'string', enum: STATUSES },
    tries: { type: 'integer' },
    username: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    expiresAt: { type: 'string' },
    usedAt: { type: ['string', 'null'] },
  },
};
