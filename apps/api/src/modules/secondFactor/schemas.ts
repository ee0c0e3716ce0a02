// Wire shapes of the second factor: the own factors (POST /api/admin/secondFactor/*), the sign-in's second
// step (POST /api/admin/land/secondFactor) and an admin's reset (POST /api/admin/user/resetSecondFactor).
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { Nullable, StringEnum, Type, type Static } from '../../http/schema-types.js';

const code = Type.String({ minLength: 1, maxLength: 32 });

/** One of the caller's factors (never its secret). */
export const secondFactorItem = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(['totp', 'passkey']),
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

/** Body of POST /api/admin/land/secondFactor: the login's challenge and a TOTP or recovery code, or a passkey's answer. */
export const secondFactorSignInBody = Type.Object({
  challenge: Type.String({ minLength: 1, maxLength: 64 }),
  code: Type.Optional(code),
  passkey: Type.Optional(Type.Unsafe<AuthenticationResponseJSON>(Type.Object({}, { additionalProperties: true }))),
});
export type SecondFactorSignInRequest = Static<typeof secondFactorSignInBody>;

/** Body of POST /api/admin/user/resetSecondFactor. */
export const resetSecondFactorBody = Type.Object({ userId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type ResetSecondFactorRequest = Static<typeof resetSecondFactorBody>;

/** A WebAuthn options or answer object, as @simplewebauthn passes it between browser and server. */
const webAuthnJson = <T>() => Type.Unsafe<T>(Type.Object({}, { additionalProperties: true }));

/** Result of POST /api/admin/secondFactor/passkey/options: the pending passkey's id and the browser's options. */
export const passkeyOptionsResult = Type.Object({ id: Type.Integer(), options: webAuthnJson<PublicKeyCredentialCreationOptionsJSON>() });
export type PasskeyOptionsResult = Static<typeof passkeyOptionsResult>;

/** Body of POST /api/admin/secondFactor/passkey/register: the pending id, a name, the browser's answer. */
export const passkeyRegisterBody = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    name: Type.String({ minLength: 1, maxLength: 64 }),
    response: webAuthnJson<RegistrationResponseJSON>(),
  },
  { additionalProperties: false },
);
export type PasskeyRegisterRequest = Static<typeof passkeyRegisterBody>;

/** Body of POST /api/admin/secondFactor/rename. */
export const secondFactorRenameBody = Type.Object(
  { id: Type.Integer({ minimum: 1 }), name: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type SecondFactorRenameRequest = Static<typeof secondFactorRenameBody>;

/** Body of POST /api/admin/land/secondFactor/passkeyOptions: the login's challenge. */
export const passkeySignInOptionsBody = Type.Object({ challenge: Type.String({ minLength: 1, maxLength: 64 }) });
/** Its result: the browser's options for one of the user's passkeys. */
export const passkeySignInOptionsResult = webAuthnJson<PublicKeyCredentialRequestOptionsJSON>();
export type PasskeySignInOptionsResult = Static<typeof passkeySignInOptionsResult>;
