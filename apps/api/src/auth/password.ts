import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id parameters: at least the OWASP minimum (m=19456 KiB, t=2, p=1). */
// Algorithm is an ambient const enum (not usable under isolatedModules); 2 is Argon2id.
const ARGON2_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

let hashesComputed = 0;

/**
 * How many argon2id hashes (a new hash or a check) this process has computed: the CPU the sign-in spends, read by
 * the metrics (`backoffice_password_hashes_total`) and by the throttle's tests (a refused try must cost none).
 *
 * @example
 * const before = passwordHashesComputed();
 * await verifyPassword(stored, 'guess');
 * passwordHashesComputed() - before; // 1
 */
export function passwordHashesComputed(): number {
  return hashesComputed;
}

/** Hashes a password with argon2id; the result embeds salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  hashesComputed += 1;
  return hash(password, ARGON2_OPTIONS);
}

/** Checks a password against a stored hash; false (never a throw) for a malformed hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  hashesComputed += 1;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes the throwaway hash ahead of the first unknown-user login, so that one is not faster either. */
export function prepareDummyHash(): void {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
}

/**
 * Verifies against a throwaway hash so that an unknown username costs about as much time as a
 * wrong password. Always resolves to false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  prepareDummyHash();
  await verifyPassword(await (dummyHash as Promise<string>), password);
  return false;
}

/** A random password of 24 URL-safe characters (18 random bytes). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
