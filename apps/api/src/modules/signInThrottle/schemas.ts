// Wire shapes of lifting sign-in locks, defined once as TypeBox schemas (each type is `Static<typeof schema>`).
import { Type, type Static } from '../../http/schema-types.js';

/** Body of POST /api/admin/user/unlock. */
export const unlockBody = Type.Object({ userId: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, { additionalProperties: false });
export type UserUnlockRequest = Static<typeof unlockBody>;

/** Body of POST /api/admin/user/unlockAddress: an address as the lock list shows it (IPv6 as its /64). */
export const unlockAddressBody = Type.Object(
  { address: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Fa-f:./]+$|^unknown$' }) },
  { additionalProperties: false },
);
export type UnlockAddressRequest = Static<typeof unlockAddressBody>;

/** One address that failed past its free tries lately. */
export const busyAddress = Type.Object({
  address: Type.String(),
  failures: Type.Integer(),
  lastFailureAt: Type.String(),
  /** End of its lock or wait (ISO), or null when it may try now. */
  refusedUntil: Type.Union([Type.String(), Type.Null()]),
  locked: Type.Boolean(),
});
/** Result of POST /api/admin/user/addressLocks. */
export const addressLocksResult = Type.Object({ list: Type.Array(busyAddress) });
export type AddressLocksResult = Static<typeof addressLocksResult>;
