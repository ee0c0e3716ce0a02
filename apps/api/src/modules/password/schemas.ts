// Wire types of the own-password route, and the password rules for forms.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../auth/password-policy.js';

/** Body of POST /api/admin/password/change. */
export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
}
/** Result of POST /api/admin/password/change: how many of the caller's other sign-ins ended. */
export interface PasswordChangeResult {
  endedSessions: number;
}
/** The password rules, for forms to show. */
export const PASSWORD_RULES = { minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH } as const;
