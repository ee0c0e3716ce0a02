// Wire shapes of the own-password route, each defined once as a TypeBox schema (its type is
// `Static<typeof schema>`), and the password rules for forms.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../auth/password-policy.js';
import { Type, type Static } from '../../http/schema-types.js';

/** Body of POST /api/admin/password/change. */
export const passwordChangeBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 512 }),
    newPassword: Type.String({ minLength: 1, maxLength: 512 }),
  },
  { additionalProperties: false },
);
export type PasswordChangeRequest = Static<typeof passwordChangeBody>;

/** Result of POST /api/admin/password/change: how many of the caller's other sign-ins ended. */
export const passwordChangeResult = Type.Object({ endedSessions: Type.Integer() });
export type PasswordChangeResult = Static<typeof passwordChangeResult>;

/** The password rules, for forms to show. */
export const PASSWORD_RULES = { minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH } as const;
