// One-time values handed to the browser (state, ticket, pending id, browser cookie) are random,
// URL-safe and stored only as sha256 hashes, like session tokens.
import { generateToken, hashToken } from '../../auth/tokens.js';

/** A fresh random secret (32 bytes, base64url). */
export const newSecret = generateToken;
/** The hash under which a secret is stored and looked up. */
export const secretHash = hashToken;

/** Whether a value has the shape of a secret this module hands out (guards lookups of junk input). */
export function isSecretShaped(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,128}$/.test(value);
}
