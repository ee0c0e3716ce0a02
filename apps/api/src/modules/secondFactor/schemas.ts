// Wire shapes of the second factor: the own factors (POST /api/admin/secondFactor/*), the sign-in's second
// step (POST /api/admin/land/secondFactor) and an admin's reset (POST /api/admin/user/resetSecondFactor).
import { Nullable, StringEnum, Type, type Static } from '../../http/schema-types.js';

const code = Type.String({ minLength: 1, maxLength: 32 });

/** One of the caller's factors (never its secret). */
export const secondFactorItem = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(['totp']),
  name: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Nullable(Type.String()),
});
export type SecondFactorItem = Static<typeof secondFactorItem>;

/** Result of POST /api/admin/secondFactor/list: the factors, the unused recovery codes, whether a role requires one. */
export const secondFactorListResult = Type.Object({
  factors: Type.Array(secondFactorItem),
  recoveryCodesLeft: Type.Integer(),
  required: Type.Boolean(),
});
export type SecondFactorListResult = Static<typeof secondFactorListResult>;

/** Result of POST /api/admin/secondFactor/totp/start: shown once; the secret is never sent again. */
export const totpStartResult = Type.Object({
  id: Type.Integer(),
  secret: Type.String(),
  otpauthUri: Type.String(),
  /** The otpauth URI as an SVG QR code (a data: URL). */
  qrCode: Type.String(),
});
export type TotpStartResult = Static<typeof totpStartResult>;

/** Body of POST /api/admin/secondFactor/totp/confirm: the pending authenticator and its first code. */
export const totpConfirmBody = Type.Object(
  { id: Type.Integer({ minimum: 1 }), code, name: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);
export type TotpConfirmRequest = Static<typeof totpConfirmBody>;

/** Ten new recovery codes, shown once (empty when the user already had codes). */
export const recoveryCodesResult = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodesResult = Static<typeof recoveryCodesResult>;

/** Proof that the caller is the account's owner now: a current code (or a recovery code), or the password. */
const proof = {
  code: Type.Optional(code),
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
};

/** Body of POST /api/admin/secondFactor/remove. */
export const secondFactorRemoveBody = Type.Object({ id: Type.Integer({ minimum: 1 }), ...proof }, { additionalProperties: false });
export type SecondFactorRemoveRequest = Static<typeof secondFactorRemoveBody>;

/** Body of POST /api/admin/secondFactor/recoveryCodes: new codes for old. */
export const recoveryCodesBody = Type.Object(proof, { additionalProperties: false });
export type RecoveryCodesRequest = Static<typeof recoveryCodesBody>;

/** Body of POST /api/admin/land/secondFactor: the login's challenge and a TOTP or recovery code. */
export const secondFactorSignInBody = Type.Object({ challenge: Type.String({ minLength: 1, maxLength: 64 }), code });
export type SecondFactorSignInRequest = Static<typeof secondFactorSignInBody>;

/** Body of POST /api/admin/user/resetSecondFactor. */
export const resetSecondFactorBody = Type.Object({ userId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type ResetSecondFactorRequest = Static<typeof resetSecondFactorBody>;
