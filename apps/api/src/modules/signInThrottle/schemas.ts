// JSON schema and wire type of unlocking an account.
import type { TSchema } from '../../http/schema-types.js';

/** Body of POST /api/admin/user/unlock. */
export interface UserUnlockRequest {
  userId: number;
}

/** Body schema of POST /api/admin/user/unlock. */
export const unlockBody: TSchema = {
  type: 'object',
  required: ['userId'],
  additionalProperties: false,
  properties: { userId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
};
