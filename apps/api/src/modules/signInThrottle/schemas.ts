// Wire shape of unlocking an account, defined once as a TypeBox schema (its type is `Static<typeof schema>`).
import { Type, type Static } from '../../http/schema-types.js';

/** Body of POST /api/admin/user/unlock. */
export const unlockBody = Type.Object({ userId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, { additionalProperties: false });
export type UserUnlockRequest = Static<typeof unlockBody>;
