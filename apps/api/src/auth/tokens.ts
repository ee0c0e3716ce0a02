import { hash, randomBytes } from 'node:crypto';

/** A new opaque bearer token: 32 random bytes, base64url. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The sha256 hex digest under which a token is stored; the token itself never is. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Extracts the token from an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
