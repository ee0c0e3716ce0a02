// Ten single-use recovery codes: random, shown once, kept as sha256 hashes (each holds 50 random bits from an
// alphabet without look-alike characters, so a fast hash is enough: nobody can try 2^50 of them through the
// throttle, and the table gives nothing away).
import { createHash, randomInt } from 'node:crypto';

/** How many codes a set holds. */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** The hash a recovery code is kept under (case, spaces and dashes do not matter). */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(normalizedRecoveryCode(code)).digest('hex');
}

/** A code as typed, lower-cased without spaces or dashes. */
export function normalizedRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

/**
 * Ten new codes, each `xxxxx-xxxxx`.
 *
 * @example
 * const codes = newRecoveryCodes(); // ['k3m9p-...', ...]
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Whether text may be a recovery code (rather than a TOTP code). */
export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(normalizedRecoveryCode(code));
}
