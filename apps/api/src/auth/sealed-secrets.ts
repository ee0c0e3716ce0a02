// Secrets the server must read back (a TOTP authenticator's shared key, issue 36; ASVS 5.0 V11.2 / V13.3) are kept
// sealed: AES-256-GCM under a key that lives outside the database, so a copy of the database (a backup, a leaked
// dump, a read-only SQL injection) does not give away anyone's second factor. Each sealed value names the key that
// sealed it, which lets an operator rotate keys (SECRETS_KEY="new,old": values sealed with `old` still open and are
// sealed again with `new` on the next start), and carries the row it belongs to as associated data, so a value
// copied onto another user's row does not open.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The first characters of every sealed value: the format's version. */
const SEALED_PREFIX = 's1.';
const KEY_BYTES = 32;
const IV_BYTES = 12;

/** What a sealed value says about itself. */
export type SealState = 'plain' | 'current' | 'previous' | 'unknown-key';

/** Seals and opens secrets with the current key (the first) and opens those sealed with older ones. */
export interface SecretSealer {
  /** `plain` sealed under the current key, bound to `context` (e.g. `second_factors:user:42`). */
  seal(plain: string, context: string): string;
  /**
   * The secret `stored` holds. A value stored before sealing existed (plain text) is answered as it is; one sealed
   * with a key this server does not have throws {@link UnknownSecretsKeyError}.
   */
  open(stored: string, context: string): string;
  /** Whether `stored` is plain, sealed with the current key, with an older configured key, or with another key. */
  stateOf(stored: string): SealState;
}

/** A sealed value whose key this server was not given (another instance's key, or a lost one). */
export class UnknownSecretsKeyError extends Error {
  constructor(keyId: string) {
    super(
      `A secret in the database was sealed with key ${keyId}, which this server does not have: give every instance the same SECRETS_KEY (docs/operations.md, "The secrets key")`,
    );
    this.name = 'UnknownSecretsKeyError';
  }
}

/** The short public name of a key: the first 8 hex digits of its SHA-256. */
export function secretsKeyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/**
 * Reads SECRETS_KEY-style text: one or more comma-separated keys, each 32 random bytes in base64 (or 64 hex
 * digits); the first seals, all open. Throws an error naming `variable` when a key is not 32 bytes.
 *
 * @example
 * const keys = parseSecretsKeys(process.env.SECRETS_KEY ?? '', 'SECRETS_KEY'); // e.g. from `openssl rand -base64 32`
 */
export function parseSecretsKeys(text: string, variable: string): Buffer[] {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0)
    throw new Error(`${variable} is empty: give it 32 random bytes in base64, e.g. the output of \`openssl rand -base64 32\``);
  return parts.map((part, index) => {
    const key = /^[0-9a-f]{64}$/i.test(part) ? Buffer.from(part, 'hex') : Buffer.from(part, 'base64');
    if (key.length !== KEY_BYTES)
      throw new Error(
        `${variable}: key ${index + 1} is ${key.length} bytes; each key must be 32 random bytes in base64 (\`openssl rand -base64 32\`) or 64 hex digits`,
      );
    return key;
  });
}

/** A new random key, as SECRETS_KEY would hold it (base64). */
export function newSecretsKeyText(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

/**
 * A sealer over `keys` (the first seals; every one opens).
 *
 * @example
 * const sealer = createSecretSealer(parseSecretsKeys(newSecretsKeyText(), 'SECRETS_KEY'));
 * const stored = sealer.seal('JBSWY3DPEHPK3PXP', 'second_factors:user:7');
 * sealer.open(stored, 'second_factors:user:7'); // 'JBSWY3DPEHPK3PXP'
 */
export function createSecretSealer(keys: readonly Buffer[]): SecretSealer {
  const [current] = keys;
  if (!current || keys.some((key) => key.length !== KEY_BYTES)) throw new Error('A secret sealer needs at least one 32-byte key');
  const byId = new Map(keys.map((key) => [secretsKeyId(key), key] as const));
  const currentId = secretsKeyId(current);
  const parts = (stored: string) => {
    const [keyId = '', iv = '', tag = '', sealed = ''] = stored.slice(SEALED_PREFIX.length).split('.');
    return { keyId, iv, tag, sealed };
  };
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(context));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${SEALED_PREFIX}${currentId}.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${sealed.toString('base64url')}`;
    },
    open(stored, context) {
      if (!stored.startsWith(SEALED_PREFIX)) return stored;
      const { keyId, iv, tag, sealed } = parts(stored);
      const key = byId.get(keyId);
      if (!key) throw new UnknownSecretsKeyError(keyId);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    },
    stateOf(stored) {
      if (!stored.startsWith(SEALED_PREFIX)) return 'plain';
      const { keyId } = parts(stored);
      if (keyId === currentId) return 'current';
      return byId.has(keyId) ? 'previous' : 'unknown-key';
    },
  };
}
